import { usePermission } from '@cep/auth/react';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, useMessages } from '@cep/ui';
import { useSearchParams } from 'react-router';
import {
  ChosenPatientHeader,
  PatientNotFound,
  useChosenPatient,
} from '../training/clinician/chosen-patient';
import { PatientPicker } from '../training/clinician/patient-picker';
import { DevicesTab } from './devices-tab';
import { LiveTab } from './live-tab';
import { mpsaMessages } from './messages';
import { RecordingsTab } from './recordings-tab';

type Tab = 'live' | 'recordings' | 'devices';

/**
 * The clinician's /MPSA: pick a patient of the care team (`?patient=`, so a reload keeps them),
 * then 实时采集 and 记录与回放 (`?tab=`); an admin also has 设备管理, which needs no patient.
 */
export default function ClinicianMpsa() {
  const t = useMessages(mpsaMessages);
  const manages = usePermission('device:manage');
  const [params, setParams] = useSearchParams();
  const patientId = Number(params.get('patient')) || null;
  const asked = params.get('tab');
  const tab: Tab =
    asked === 'recordings' ? 'recordings' : asked === 'devices' && manages ? 'devices' : 'live';
  const patient = useChosenPatient(patientId);

  const choose = (id: number | null, nextTab: Tab = tab) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('patient');
      else next.set('patient', String(id));
      if (nextTab === 'live') next.delete('tab');
      else next.set('tab', nextTab);
      return next;
    });

  const devicesTab = manages ? (
    <Button onClick={() => choose(patientId, 'devices')}>{t.tabs.devices}</Button>
  ) : null;

  if (tab === 'devices') {
    return (
      <div className="flex flex-col gap-4">
        <div>
          <Button onClick={() => choose(patientId, 'live')}>{t.tabs.live}</Button>
        </div>
        <DevicesTab />
      </div>
    );
  }
  if (patientId === null) {
    return (
      <div className="flex flex-col gap-4">
        {devicesTab ? <div>{devicesTab}</div> : null}
        <PatientPicker onPick={(row) => choose(row.id, 'live')} />
      </div>
    );
  }
  if (patient === 'missing') {
    return <PatientNotFound onChange={() => choose(null)} />;
  }
  if (patient === null || patient.id !== patientId) return null;

  return (
    <div className="flex flex-col gap-4">
      <ChosenPatientHeader patient={patient} onChange={() => choose(null)} />
      <Tabs value={tab} onValueChange={(value) => choose(patient.id, value as Tab)}>
        <TabsList aria-label={t.tabsLabel}>
          <TabsTrigger value="live">{t.tabs.live}</TabsTrigger>
          <TabsTrigger value="recordings">{t.tabs.recordings}</TabsTrigger>
          {manages ? <TabsTrigger value="devices">{t.tabs.devices}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="live">
          <LiveTab patient={patient} />
        </TabsContent>
        <TabsContent value="recordings">
          <RecordingsTab patient={patient} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
