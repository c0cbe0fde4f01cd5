import { useSession } from '@cep/auth/react';
import { Watermark } from '@cep/ui';

/**
 * Issue 12: the signed-in person's name and the current minute over the whole window while it
 * shows patient data (a page whose route has `meta.patientData`, a patient's personal centre).
 * Above the dialogs (z-60), under the idle lock (z-100); clicks go through. The kit's Watermark
 * keeps its clock to the minute.
 */
export function PatientWatermark() {
  const { name } = useSession();
  return <Watermark user={name} className="z-60!" />;
}
