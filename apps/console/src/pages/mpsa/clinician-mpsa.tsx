import { usePermission } from '@cep/auth/react';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, useMessages } from '@cep/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CurrentPatientBanner, currentPatientMessages } from '../../current-patient';
import { PatientNotFound } from '../training/clinician/chosen-patient';
import { usePatientArea } from '../training/clinician/patient-area';
import { PatientPicker } from '../training/clinician/patient-picker';
import { mpsaPageMessages } from './page-messages';

// Each tab is its own chunk, fetched when opened: the page's first load is the picker and the
// banner, not the live view's signal panels, the player or the device forms (issue 33's budget).
const LiveTab = lazy(() => import('./live-tab').then((module) => ({ default: module.LiveTab })));
const RecordingsTab = lazy(() =>
  import('./recordings-tab').then((module) => ({ default: module.RecordingsTab })),
);
const DevicesTab = lazy(() =>
  import('./devices-tab').then((module) => ({ default: module.DevicesTab })),
);

type Tab = 'live' | 'recordings' | 'devices';

/**
 * The clinician's /MPSA: the current patient (issue 33: chosen here, in 认知训练 or the record;
 * `?patient=`, so a reload keeps them) or the picker, then 实时采集 and 记录与回放 (`?tab=`); an
 * admin also has 设备管理, which needs no patient.
 */
export default function ClinicianMpsa() {
  const t = useMessages(mpsaPageMessages);
  const c = useMessages(currentPatientMessages);
  const manages = usePermission('device:manage');
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab =
    asked === 'recordings' ? 'recordings' : asked === 'devices' && manages ? 'devices' : 'live';
  const {
    patientId,
    patient,
    recordPath,
    switching,
    setSwitching,
    choose,
    clear,
    pick,
    leaveMissing,
  } = usePatientArea<Tab>({ tab, firstTab: 'live' });
  const panel = (content: ReactNode) => <Suspense fallback={null}>{content}</Suspense>;

  const devicesTab = manages ? (
    <Button onClick={() => choose(patientId, 'devices')}>{t.tabs.devices}</Button>
  ) : null;

  if (tab === 'devices') {
    return (
      <div className="flex flex-col gap-4">
        <div>
          <Button onClick={() => choose(patientId, 'live')}>{t.tabs.live}</Button>
        </div>
        {panel(<DevicesTab />)}
      </div>
    );
  }
  if (patientId === null || switching) {
    return (
      <div className="flex flex-col gap-4">
        {devicesTab || switching ? (
          <div className="flex flex-wrap gap-2">
            {switching ? (
              <Button onClick={() => setSwitching(false)}>{c.cancelSwitch}</Button>
            ) : null}
            {devicesTab}
          </div>
        ) : null}
        <PatientPicker onPick={(row) => pick(row.id)} />
      </div>
    );
  }
  if (patient === 'missing') {
    return <PatientNotFound onChange={leaveMissing} />;
  }
  if (patient === null || patient.id !== patientId) return null;

  return (
    <div className="flex flex-col gap-4">
      <CurrentPatientBanner
        patient={patient}
        recordPath={recordPath}
        onSwitch={() => setSwitching(true)}
        onClear={clear}
      />
      <Tabs value={tab} onValueChange={(value) => choose(patient.id, value as Tab)}>
        <TabsList aria-label={t.tabsLabel}>
          <TabsTrigger value="live">{t.tabs.live}</TabsTrigger>
          <TabsTrigger value="recordings">{t.tabs.recordings}</TabsTrigger>
          {manages ? <TabsTrigger value="devices">{t.tabs.devices}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="live">{panel(<LiveTab patient={patient} />)}</TabsContent>
        <TabsContent value="recordings">{panel(<RecordingsTab patient={patient} />)}</TabsContent>
      </Tabs>
    </div>
  );
}
