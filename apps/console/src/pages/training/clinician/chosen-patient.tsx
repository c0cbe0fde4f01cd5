import type { Patient } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api-client';
import { clinicianMessages } from './picker-messages';

/** The patient a clinician's page is about: loading (`null`), the record, or `'missing'`. */
export type ChosenPatient = Patient | null | 'missing';

/**
 * Loads the patient of `?patient=` for a clinician's page (训练, 信号采集). A patient outside the
 * care team answers like an unknown one: `'missing'`, never whose they are. `onFound` hears of a
 * patient shown (it becomes the current patient of the clinician's areas).
 */
export function useChosenPatient(
  patientId: number | null,
  onFound?: (patientId: number) => void,
): ChosenPatient {
  const [patient, setPatient] = useState<ChosenPatient>(null);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    if (patientId === null) return;
    let current = true;
    api.getPatient(patientId).then(
      (record) => {
        if (!current) return;
        setPatient(record);
        found.current?.(record.id);
      },
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
