import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useAddressedPatient,
  useCurrentPatientId,
  useRecordPath,
  useSetCurrentPatient,
} from '../../../current-patient';
import { useChosenPatient } from './chosen-patient';

/**
 * A clinician's area about one patient (认知训练, 多模态): the patient of the address
 * (`?patient=`) or the current one of every area (issue 33), the area's tab (`?tab=`, left out for
 * the first), and choosing, switching and clearing the patient. `adjust` changes more of the
 * address when the patient or the tab changes (an open assessment belongs to both).
 */
export function usePatientArea<Tab extends string>({
  tab,
  firstTab,
  adjust,
}: {
  tab: Tab;
  firstTab: Tab;
  adjust?: (
    next: URLSearchParams,
    previous: URLSearchParams,
    id: number | null,
    nextTab: Tab,
  ) => void;
}) {
  const [params, setParams] = useSearchParams();
  const [switching, setSwitching] = useState(false);
  const setCurrent = useSetCurrentPatient();
  const current = useCurrentPatientId();

  const choose = (id: number | null, nextTab: Tab = tab, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        adjust?.(next, previous, id, nextTab);
        if (id === null) next.delete('patient');
        else next.set('patient', String(id));
        if (nextTab === firstTab) next.delete('tab');
        else next.set('tab', nextTab);
        return next;
      },
      { replace },
    );
  const patientId = useAddressedPatient(Number(params.get('patient')) || null, (id) =>
    choose(id, tab, true),
  );
  const patient = useChosenPatient(patientId, setCurrent);
  const recordPath = useRecordPath(patientId);
  const clear = () => {
    setCurrent(null);
    choose(null);
  };

  return {
    patientId,
    patient,
    recordPath,
    switching,
    setSwitching,
    choose,
    clear,
    /** A patient picked: the current one of every area, on the first tab. */
    pick: (id: number) => {
      setSwitching(false);
      setCurrent(id);
      choose(id, firstTab);
    },
    /** A shared link's patient the clinician may not see: back to the current one, if any. */
    leaveMissing: () => (patientId === current ? clear() : choose(null)),
  };
}
