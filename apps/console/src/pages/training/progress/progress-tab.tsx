import { usePermission } from '@cep/auth/react';
import type { Assessment, ExerciseList, Patient, PatientProgress } from '@cep/contract';
import { Skeleton, useMessages } from '@cep/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { AdherenceCalendar } from './adherence-calendar';
import { progressMessages } from './messages';
import { ReliableChangePanel } from './reliable-change';
import { SessionList } from './session-list';
import { chinaToday } from '../china-day';
import { LoadFailed } from '../load-failed';

// ECharts and the chart wrapper load with this tab only.
const ProgressCharts = lazy(() => import('./progress-charts'));
const DomainProfile = lazy(() => import('./domain-profile'));

/**
 * 训练进度 tab of the patient's page: the adherence calendar, each exercise's level over time,
 * accuracy and reaction time per session, the domain profile over time (assessments for
 * clinicians, training accuracy by domain for all), and each session down to its trials.
 */
export function TrainingProgressTab({ patient }: { patient: Patient }) {
  const t = useMessages(progressMessages);
  // Clinicians also see the assessments' domains (patients have no assessment:list).
  const clinician = usePermission('assessment:list');
  const [data, setData] = useState<{
    progress: PatientProgress;
    catalogue: ExerciseList;
    assessments?: Assessment[];
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      Promise.all([
        api.getPatientProgress({ patientId: patient.id }),
        api.listExercises(),
        clinician
          ? api.listAssessments({ patientId: patient.id, pageNum: 1, pageSize: 100 })
          : undefined,
      ]).then(
        ([progress, catalogue, assessments]) =>
          setData({ progress, catalogue, assessments: assessments?.list }),
        () => setFailed(true),
      ),
    [patient.id, clinician],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
    return (
      <LoadFailed
        message={t.loadFailed}
        retry={t.retry}
        onRetry={() => {
          setFailed(false);
          void load();
        }}
      />
    );
  }
  if (!data) return <p role="status">{t.loading}</p>;
  const { progress, catalogue, assessments } = data;
  if (!progress.plan) return <p>{t.noPlan}</p>;

  const loadTrials = async (sessionId: number) =>
    (await api.listExerciseResults({ patientId: patient.id, sessionId, pageNum: 1, pageSize: 50 }))
      .list;
  return (
    <section aria-labelledby="training-progress-heading" className="flex flex-col gap-6">
      <h2 id="training-progress-heading" className="text-lg font-semibold">
        {t.heading}
      </h2>
      <AdherenceCalendar days={progress.days} today={chinaToday()} />
      {progress.sessions.length > 0 && (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ProgressCharts progress={progress} catalogue={catalogue} />
        </Suspense>
      )}
      {assessments && <ReliableChangePanel assessments={assessments} />}
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <DomainProfile progress={progress} assessments={assessments} />
      </Suspense>
      <SessionList sessions={progress.sessions} catalogue={catalogue} loadTrials={loadTrials} />
    </section>
  );
}
