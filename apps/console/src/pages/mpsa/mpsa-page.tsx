import { usePermission } from '@cep/auth/react';
import { useMessages } from '@cep/ui';
import { lazy, Suspense } from 'react';
// The frame alone, not the lists' barrel: its export menu (Radix's menu) is not this page's.
import { ListPageFrame } from '../../lists/list-page-frame';
import { mpsaPageMessages } from './page-messages';

// Each view is its own chunk: a patient never loads the live view, the player or the charts.
const ClinicianMpsa = lazy(() => import('./clinician-mpsa'));
const PatientRecordings = lazy(() => import('./patient-recordings'));

/**
 * 多模态生理信号采集 (issue 15): clinicians record and play back a patient's signals (admins
 * also manage the devices); a patient reads their own recordings.
 */
export default function MpsaPage() {
  const t = useMessages(mpsaPageMessages);
  const records = usePermission('recording:record');
  return (
    <ListPageFrame title={t.title}>
      <Suspense fallback={null}>{records ? <ClinicianMpsa /> : <PatientRecordings />}</Suspense>
    </ListPageFrame>
  );
}
