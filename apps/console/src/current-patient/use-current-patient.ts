import { useSession } from '@cep/auth/react';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { currentPatient, setCurrentPatient, storedCurrentPatient } from './current-patient';
import { isDocumentLocation } from './document-location';

/** The signed-in user's current patient (null: none chosen). */
export function useCurrentPatientId(): number | null {
  const session = useSession();
  const snapshot = useSnapshot(currentPatient);
  // Before the store has followed a new sign-in (a subscription runs after this render), the
  // tab's storage answers for the same user.
  return snapshot.userId === session.id ? snapshot.patientId : storedCurrentPatient(session.id);
}

/** Sets (or, with null, clears) the signed-in user's current patient. */
export function useSetCurrentPatient(): (patientId: number | null) => void {
  const { id } = useSession();
  return useCallback(
    (patientId: number | null) => {
      if (id !== undefined) setCurrentPatient(id, patientId);
    },
    [id],
  );
}

/**
 * The patient a page with `?patient=` shows. The address is the truth when it was what opened
 * the console (a shared link, a reload) or when no patient is current; otherwise (a tag kept from
 * before a switch, the menu's bare address, back) the page shows the current patient and
 * `showInAddress` writes it into the address (replacing the entry).
 *
 * @param addressed the address's `?patient=` (null: none)
 * @param showInAddress puts a patient into the page's address
 */
export function useAddressedPatient(
  addressed: number | null,
  showInAddress: (patientId: number) => void,
): number | null {
  const { key } = useLocation();
  const current = useCurrentPatientId();
  const follows =
    current !== null && addressed !== current && !(addressed !== null && isDocumentLocation(key));
  useEffect(() => {
    if (follows) showInAddress(current);
    // `showInAddress` is the page's own setter, made anew each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [follows, current]);
  return follows ? current : addressed;
}
