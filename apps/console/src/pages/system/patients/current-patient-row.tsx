import type { Patient } from '@cep/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../api-client';
import {
  CurrentPatientBanner,
  useCurrentPatientId,
  useRecordPath,
  useSetCurrentPatient,
} from '../../../current-patient';

/**
 * Above 患者管理's list: the clinician's current patient (issue 33), with 患者档案 and 清除. A
 * row's name opens another patient's record, which makes them current. Nothing when none is
 * current or the record is not (or no longer) the caller's to see.
 */
export function CurrentPatientRow() {
  const current = useCurrentPatientId();
  const setCurrent = useSetCurrentPatient();
  const recordPath = useRecordPath(current);
  const [patient, setPatient] = useState<Patient | null>(null);
  useEffect(() => {
    if (current === null) return;
    let live = true;
    api.getPatient(current).then(
      (record) => live && setPatient(record),
      () => live && setPatient(null),
    );
    return () => {
      live = false;
    };
  }, [current]);
  if (current === null || patient?.id !== current) return null;
  return (
    <div className="mb-4">
      <CurrentPatientBanner
        patient={patient}
        recordPath={recordPath}
        onClear={() => setCurrent(null)}
      />
    </div>
  );
}
