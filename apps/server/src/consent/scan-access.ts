import type { FileReadRule } from '../platform/files/files';
import { ApiError } from '../platform/http/api-error';
import { mayViewPatient } from '../patients/patient-access';

/**
 * Who reads the scan of a paper consent: once recorded, whoever may see that patient (admin, their
 * care team, the patient); before, only the clinician who uploaded it. Never public.
 */
export const consentScanRule: FileReadRule = async (file, caller, sql) => {
  const session = await caller();
  if (file.patientId !== null) {
    if (!(await mayViewPatient(sql, session, file.patientId))) throw new ApiError(40301);
    return 'personal';
  }
  if (file.ownerId !== session.userId) throw new ApiError(40301);
  return 'personal';
};
