import type { DoctorDashboard as DoctorSummary, Page, Patient } from '@cep/contract';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Spinner,
  StatCard,
  TimeAgoText,
  useMessages,
} from '@cep/ui';
import { Search, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
// Not the lists' index: it would bring the export menu (Radix Menu) into 首页's first load.
import { useListPage } from '../../lists/use-list-page';
import { DoctorTrainingTodayCard } from './doctor-training-today';
import { dashboardMessages } from './messages';
import { cardLinkClass, textLinkClass } from './styles';

/** What the quick search shows of a patient. */
export type FoundPatient = Pick<Patient, 'id' | 'patientName'>;

/** Finds the doctor's patients by name, pinyin or initials (the page passes `listPatients`). */
export type SearchPatients = (name: string) => Promise<Page<FoundPatient>>;

const patientPath = (id: number) => `/system/patients/${id}`;

/** A doctor's 首页: their patients (count and the recently seen), a quick search and today. */
export function DoctorDashboard({
  data,
  searchPatients,
}: {
  data: DoctorSummary;
  searchPatients: SearchPatients;
}) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="dashboard-my-patients"
        className="flex flex-col gap-4"
        data-dashboard-ready=""
      >
        <h2 id="dashboard-my-patients" className="sr-only">
          {t.myPatients}
        </h2>
        <Link to="/system/patients" className={cardLinkClass}>
          <StatCard
            label={t.myPatientsCount}
            value={data.myPatients}
            unit={t.people}
            icon={UserRound}
          />
        </Link>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3>{t.recentPatients}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            {data.recentPatients.length > 0 ? (
              <ul className="divide-y divide-border">
                {data.recentPatients.map((patient) => (
                  <li
                    key={patient.id}
                    className="flex flex-wrap items-center justify-between gap-x-3"
                  >
                    <Link to={patientPath(patient.id)} className={textLinkClass}>
                      {patient.patientName}
                    </Link>
                    <TimeAgoText time={patient.seenAt} className="text-sm text-muted-foreground">
                      {t.seenAt}
                    </TimeAgoText>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{t.noRecent}</p>
            )}
            <Link to="/system/patients" className={textLinkClass}>
              {t.allPatients}
            </Link>
          </CardContent>
        </Card>
      </section>
      <div className="flex flex-col gap-4">
        <PatientQuickSearch searchPatients={searchPatients} />
        <DoctorTrainingTodayCard data={data.training} alerts={data.alerts} />
      </div>
    </div>
  );
}

/** Waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 300;

function PatientQuickSearch({ searchPatients }: { searchPatients: SearchPatients }) {
  const t = useMessages(dashboardMessages);
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The console's one list hook: a late answer to an older name is dropped.
  const found = useListPage<FoundPatient>(name, () =>
    name ? searchPatients(name) : Promise.resolve({ list: [], total: 0, pageNum: 1, pageSize: 5 }),
  );
  const settled = name !== '' && !found.loading && found.error == null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Search aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
            {t.search}
          </h2>
        </CardTitle>
        <CardDescription id={hintId}>{t.searchHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <form role="search" aria-label={t.search} onSubmit={(event) => event.preventDefault()}>
          <Label htmlFor={inputId}>{t.searchLabel}</Label>
          <Input
            id={inputId}
            type="search"
            value={typed}
            autoComplete="off"
            aria-describedby={hintId}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setName(typed.trim());
            }}
            className="mt-1"
          />
        </form>
        <div aria-live="polite" className="space-y-2">
          {name !== '' && found.loading && (
            <Spinner size="sm" label={t.searching} showLabel className="text-muted-foreground" />
          )}
          {settled && (
            <p className="text-sm text-muted-foreground">
              {found.total > 0 ? t.matches(found.total) : t.noMatch}
            </p>
          )}
        </div>
        {settled && found.rows.length > 0 && (
          <ul aria-label={t.matches(found.total)} className="divide-y divide-border">
            {found.rows.map((patient) => (
              <li key={patient.id}>
                <Link to={patientPath(patient.id)} className={textLinkClass}>
                  {patient.patientName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
