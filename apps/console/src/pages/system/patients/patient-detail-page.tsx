import type { Patient } from '@cep/contract';
import {
  Button,
  Empty,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useLocale,
  useMessages,
} from '@cep/ui';
import { UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { CurrentPatientBanner, useSetCurrentPatient } from '../../../current-patient';
import { ListPageFrame } from '../../../lists';
import { patientsMessages } from './messages';
import { patientTabs } from './patient-tabs';

type Loaded =
  | { id: string; state: 'loading' }
  | { id: string; state: 'found'; patient: Patient }
  | { id: string; state: 'missing' };

/**
 * One patient's page (`/system/patients/:id`): the record and the care team in tabs (the list is
 * patient-tabs.tsx; later issues add theirs there). The tab is in the address (`?tab=`). A patient
 * the server does not show the caller — deleted, on another team, a wrong id: 40301 or 40401 —
 * gets a plain "没有找到该患者或无权查看" with the way back, never a crash.
 */
export default function PatientDetailPage() {
  const t = useMessages(patientsMessages);
  const locale = useLocale();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [loaded, setLoaded] = useState<Loaded>({ id, state: 'loading' });
  const setCurrent = useSetCurrentPatient();
  const navigate = useNavigate();
  const setCurrentRef = useRef(setCurrent);
  useEffect(() => {
    setCurrentRef.current = setCurrent;
  });

  const numeric = Number(id);
  const validId = Number.isSafeInteger(numeric) && numeric >= 1;

  useEffect(() => {
    if (!validId) return;
    let current = true;
    api.getPatient(numeric).then(
      (patient) => {
        if (!current) return;
        setLoaded({ id, state: 'found', patient });
        // Opening a record chooses its patient for 认知训练 and 多模态 too (issue 33).
        setCurrentRef.current(patient.id);
      },
      () => {
        // 40301 / 40401 (or the network): the API client has said which; the page says the rest.
        if (current) setLoaded({ id, state: 'missing' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, numeric, validId]);

  const shown: Loaded = !validId
    ? { id, state: 'missing' }
    : loaded.id === id
      ? loaded
      : { id, state: 'loading' };

  if (shown.state === 'missing') {
    return (
      <ListPageFrame title={t.notFound}>
        <Empty
          icon={UserX}
          title={t.notFoundHint}
          action={
            <Button asChild>
              <Link to="/system/patients">{t.backToList}</Link>
            </Button>
          }
        />
      </ListPageFrame>
    );
  }
  if (shown.state === 'loading') {
    return (
      <ListPageFrame title={t.detailLoading}>
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      </ListPageFrame>
    );
  }

  const { patient } = shown;
  const requested = params.get('tab');
  const tab = patientTabs.some((entry) => entry.id === requested)
    ? (requested as string)
    : patientTabs[0]!.id;
  const onPatientChange = (next: Patient) => setLoaded({ id, state: 'found', patient: next });

  return (
    <ListPageFrame
      title={t.detailTitle(patient.patientName)}
      actions={
        <Button asChild>
          <Link to="/system/patients">{t.backToList}</Link>
        </Button>
      }
    >
      {/* On every tab: work is never recorded against the wrong person. */}
      <div className="mb-4">
        <CurrentPatientBanner
          patient={patient}
          onSwitch={() => void navigate('/system/patients')}
          onClear={() => {
            setCurrent(null);
            void navigate('/system/patients');
          }}
        />
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          const search = new URLSearchParams(params);
          search.set('tab', next);
          setParams(search, { replace: true });
        }}
      >
        <TabsList>
          {patientTabs.map((entry) => (
            <TabsTrigger key={entry.id} value={entry.id} className="min-h-11">
              {entry.title[locale]}
            </TabsTrigger>
          ))}
        </TabsList>
        {patientTabs.map(({ id: tabId, Panel }) => (
          <TabsContent key={tabId} value={tabId} className="pt-4">
            <Panel patient={patient} onPatientChange={onPatientChange} />
          </TabsContent>
        ))}
      </Tabs>
    </ListPageFrame>
  );
}
