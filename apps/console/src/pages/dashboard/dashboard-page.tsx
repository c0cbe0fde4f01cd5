import { useSession } from '@cep/auth/react';
import type { DashboardSummary } from '@cep/contract';
import { useLayout } from '@cep/layout';
import { Button, Skeleton, useMessages } from '@cep/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api-client';
// Not the lists' index: it would bring the export menu (Radix Menu) into 首页's first load.
import { ListPageFrame } from '../../lists/list-page-frame';
import { AdminDashboard } from './admin-dashboard';
import { patientDestinations } from './dashboard-data';
import { DoctorDashboard, type SearchPatients } from './doctor-dashboard';
import { dashboardMessages } from './messages';
import { PatientDashboard } from './patient-dashboard';
import {
  forgetEarlySummary,
  summaryAnswered,
  takeSummary,
} from '../../early-requests/summary-request';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; summary: DashboardSummary };

/** The patient's latest announcements (pinned first), asked for after 首页's first cards. */
const loadAnnouncements = () => api.listAnnouncements({ pageSize: 3 });

/** The doctor's quick search: their own patients (the server keeps to their care teams). */
const searchPatients: SearchPatients = (name) => api.listPatients({ name, pageSize: 5 });

/**
 * 首页, by the caller's widest role (the server answers `getDashboardSummary` for it): the admin's
 * counts and logs, the doctor's patients, the patient's own start page.
 */
export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const summary = summaryAnswered();
    return summary ? { state: 'ready', summary } : { state: 'loading' };
  });
  // Drawn from an answer already in: the first attempt has nothing left to ask.
  const answeredAtMount = useRef(loaded.state === 'ready');

  useEffect(() => {
    if (attempt === 0 && answeredAtMount.current) {
      forgetEarlySummary();
      return;
    }
    let current = true;
    takeSummary().then(
      (summary) => current && setLoaded({ state: 'ready', summary }),
      // The API client has already shown the server's message.
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return (
    <ListPageFrame title={t.title}>
      {loaded.state === 'loading' && (
        <div role="status" aria-label={t.loading} className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      )}
      {loaded.state === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t.failed}</p>
          <Button onClick={retry}>{t.retry}</Button>
        </div>
      )}
      {loaded.state === 'ready' && <RoleDashboard summary={loaded.summary} />}
    </ListPageFrame>
  );
}

function RoleDashboard({ summary }: { summary: DashboardSummary }) {
  switch (summary.role) {
    case 'admin':
      return <AdminDashboard data={summary} />;
    case 'doctor':
      return <DoctorDashboard data={summary} searchPatients={searchPatients} />;
    case 'patient':
      return <PatientHome data={summary} />;
  }
}

function PatientHome({ data }: { data: Extract<DashboardSummary, { role: 'patient' }> }) {
  const { name } = useSession();
  const { flatRoutes, onOpenProfile } = useLayout();
  const destinations = useMemo(
    () => patientDestinations(flatRoutes.filter((route) => !route.hidden).map((r) => r.path)),
    [flatRoutes],
  );
  return (
    <PatientDashboard
      name={name}
      data={data}
      destinations={destinations}
      onOpenRecord={onOpenProfile}
      loadAnnouncements={loadAnnouncements}
    />
  );
}
