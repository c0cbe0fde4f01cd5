import { useSession } from '@cep/auth/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  currentPatient,
  noteShownAddress,
  setCurrentPatient,
  shownAddress,
  storedCurrentPatient,
} from './current-patient';
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
 * The patient a page with `?patient=` shows. The address is the truth when it asks for a patient:
 * a shared link or a reload (the address the console was opened at), a link of the console (首页,
 * a finding), back — and any address while no patient is current. Two addresses follow the current
 * patient instead, which `showInAddress` then writes into the address (replacing the entry): the
 * bare one (the menu) and the page's own address from before a switch (its tag leads back to
 * exactly the address at which it last showed a patient: going back to the page, not choosing).
 *
 * @param addressed the address's `?patient=` (null: none)
 * @param showInAddress puts a patient into the page's address
 */
export function useAddressedPatient(
  addressed: number | null,
  showInAddress: (patientId: number) => void,
): number | null {
  const { key, pathname, search, hash } = useLocation();
  const { id: userId } = useSession();
  const current = useCurrentPatientId();
  const rest = `${search}${hash}`;
  // Decided once per navigation, at its first render (the page notes its address afterwards).
  const keptAddress = () => !isDocumentLocation(key) && shownAddress(userId, pathname) === rest;
  const [arrival, setArrival] = useState(() => ({ key, kept: keptAddress() }));
  const kept = arrival.key === key ? arrival.kept : keptAddress();
  if (arrival.key !== key) setArrival({ key, kept });
  const follows = current !== null && addressed !== current && (addressed === null || kept);
  useEffect(() => {
    if (follows) showInAddress(current);
    else if (addressed !== null && userId !== undefined) {
      noteShownAddress(userId, pathname, rest);
    }
    // `showInAddress` is the page's own setter, made anew each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [follows, current, addressed, userId, pathname, rest]);
  return follows ? current : addressed;
}
