import type { Patient } from '@cep/contract';
import { Button, Empty, Pagination, Skeleton, useMessages } from '@cep/ui';
import { CircleAlert, UserRound } from 'lucide-react';
import type { MouseEvent } from 'react';
import { doctorsMessages } from './messages';

/** The patient page a row links to (the hidden menu entry `system/patients/:id`). */
export const patientPath = (id: number) => `/system/patients/${id}`;

export interface DoctorPatientListProps {
  /** The page of patients shown. */
  patients: Pick<Patient, 'id' | 'patientName'>[];
  /** How many patients there are in all. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** The load failed: the message and 重试 instead of the list. */
  failed?: boolean;
  onRetry?: () => void;
  /**
   * Follows a patient's link inside the app (the console navigates without a reload); a
   * modified click (new tab) is left to the browser.
   */
  onOpen?: (patient: Pick<Patient, 'id' | 'patientName'>) => void;
  /** A line under the heading (for a doctor: only the patients they may see are listed). */
  note?: string;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The patients of a doctor's care teams in the 详情 drawer: a link to each patient's page, paged
 * on the server, with its own loading, empty and error states.
 */
export function DoctorPatientList({
  patients,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  failed = false,
  onRetry,
  onOpen,
  note,
}: DoctorPatientListProps) {
  const t = useMessages(doctorsMessages).patients;
  let body;
  if (failed) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="flex items-center gap-2 text-danger">
          <CircleAlert aria-hidden="true" className="size-[1.25em] shrink-0" />
          {t.loadFailed}
        </p>
        {onRetry && <Button onClick={onRetry}>{t.retry}</Button>}
      </div>
    );
  } else if (loading && patients.length === 0) {
    body = (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-6 w-36" />
      </div>
    );
  } else if (patients.length === 0) {
    body = <Empty icon={UserRound} title={t.none} />;
  } else {
    body = (
      <ul className="flex flex-col gap-1" aria-busy={loading || undefined}>
        {patients.map((patient) => (
          <li key={patient.id}>
            <Button asChild variant="link">
              <a
                href={patientPath(patient.id)}
                aria-label={t.open(patient.patientName)}
                onClick={(event) => {
                  if (!onOpen || !plainClick(event)) return;
                  event.preventDefault();
                  onOpen(patient);
                }}
              >
                <UserRound aria-hidden="true" className="size-4" />
                {patient.patientName}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="doctor-patients-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="doctor-patients-heading" className="text-lg font-semibold">
          {t.heading}
        </h3>
        {!failed && total > 0 && <span className="text-muted-foreground">{t.count(total)}</span>}
      </div>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      <span role="status" className="sr-only">
        {loading ? t.loading : ''}
      </span>
      {body}
      {!failed && total > pageSize && (
        <Pagination
          aria-label={t.pages}
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={onPageChange}
          showTotal={false}
        />
      )}
    </section>
  );
}
