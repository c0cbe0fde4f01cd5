import { usePermission } from '@cep/auth/react';
import { useMessages } from '@cep/ui';
import { lazy, Suspense } from 'react';
// The frame alone, not the lists' barrel: its export menu (Radix's menu) is not this page's.
import { ListPageFrame } from '../../lists/list-page-frame';
import { trainingPageMessages } from './messages';

// Each view is its own chunk: a patient never loads the clinician's editor and charts, and a
// clinician never loads the exercise player.
const PatientTrainingPage = lazy(() => import('./patient/patient-training-page'));
const ClinicianTrainingPage = lazy(() => import('./clinician/clinician-training-page'));

/**
 * 认知训练智能辅助: a clinician (who may prescribe plans) picks a patient of their care team and
 * works on the plan and progress; a patient trains (今日训练).
 */
export default function TrainingPage() {
  const t = useMessages(trainingPageMessages);
  const prescribes = usePermission('trainingPlan:add');
  return (
    <ListPageFrame title={t.title}>
      <Suspense fallback={null}>
        {prescribes ? <ClinicianTrainingPage /> : <PatientTrainingPage />}
      </Suspense>
    </ListPageFrame>
  );
}
