import { usePermission } from '@cep/auth/react';
import type { Patient } from '@cep/contract';
import { Button, PatientBanner, useMessages } from '@cep/ui';
import { Link } from 'react-router';
import { currentPatientMessages } from './messages';

export interface CurrentPatientBannerProps {
  patient: Patient;
  /** 更换患者: the page's way to choose another (its picker, or the patient list). */
  onSwitch?: () => void;
  /** 清除当前患者: no patient is current any more (the page shows its picker). */
  onClear: () => void;
  /** Where 患者档案 leads (the patient's record; `useRecordPath`); none: no link. */
  recordPath?: string;
}

/**
 * The current patient of a clinician's areas (认知训练, 多模态, the record): the banner
 * (当前患者：name, sex, age, the ID's last four) with 更换患者, 清除当前患者 and 患者档案.
 */
export function CurrentPatientBanner({
  patient,
  onSwitch,
  onClear,
  recordPath,
}: CurrentPatientBannerProps) {
  const t = useMessages(currentPatientMessages);
  return (
    <PatientBanner
      name={patient.patientName}
      sex={patient.sex}
      age={patient.age}
      idNumber={patient.identityCard}
      actions={
        <>
          {recordPath ? (
            <Button asChild variant="text">
              <Link to={recordPath}>{t.record}</Link>
            </Button>
          ) : null}
          {onSwitch ? <Button onClick={onSwitch}>{t.switchPatient}</Button> : null}
          <Button variant="text" onClick={onClear}>
            {t.clear}
          </Button>
        </>
      }
    />
  );
}

/** The address of a patient's record, for a user who may open it (患者管理); otherwise none. */
export function useRecordPath(patientId: number | null): string | undefined {
  const seesRecords = usePermission('patient:list');
  return seesRecords && patientId !== null ? `/system/patients/${patientId}` : undefined;
}
