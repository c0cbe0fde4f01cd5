import type { Patient } from '@cep/contract';
import { Button, PatientBanner, useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { clinicianMessages } from './picker-messages';

/** The patient a clinician's page is about: loading (`null`), the record, or `'missing'`. */
export type ChosenPatient = Patient | null | 'missing';

/**
 * Loads the patient of `?patient=` for a clinician's page (训练, 信号采集). A patient outside the
 * care team answers like an unknown one: `'missing'`, never whose they are.
 */
export function useChosenPatient(patientId: number | null): ChosenPatient {
  const [patient, setPatient] = useState<ChosenPatient>(null);
  useEffect(() => {
    if (patientId === null) return;
    let current = true;
    api.getPatient(patientId).then(
      (record) => current && setPatient(record),
      () => current && setPatient('missing'),
    );
    return () => {
      current = false;
    };
  }, [patientId]);
  return patient;
}

/** The plain "not found" of a patient the clinician may not see, with a way back to the picker. */
export function PatientNotFound({ onChange }: { onChange: () => void }) {
  const t = useMessages(clinicianMessages);
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{t.notFound}</p>
      <Button onClick={onChange}>{t.change}</Button>
    </div>
  );
}

/** The chosen patient's banner (name, sex, age, the ID's last four) and 更换患者. */
export function ChosenPatientHeader({
  patient,
  onChange,
}: {
  patient: Patient;
  onChange: () => void;
}) {
  const t = useMessages(clinicianMessages);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <PatientBanner
        className="grow"
        name={patient.patientName}
        sex={patient.sex}
        age={patient.age}
        idNumber={patient.identityCard}
      />
      <Button onClick={onChange}>{t.change}</Button>
    </div>
  );
}
