import { useMessages, type SearchOption } from '@cep/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { profileMessages } from '../../../i18n/profile-messages';
import { choiceLabel } from '../../../profile/choice-options';

/** How many matches a search shows: enough to choose from, few enough to read. */
const MATCHES = 20;

/**
 * Finds clinicians by name on the server, for a SearchSelect: a hospital has more doctors than a
 * list can hold, so the picker asks for what is typed instead of loading them all. Each match
 * names the doctor's job too, so two people of one name can be told apart.
 */
export function useDoctorSearch(): (text: string) => Promise<SearchOption[]> {
  const choices = useMessages(profileMessages).choices;
  return useCallback(
    async (text: string) => {
      const page = await api.listDoctors({
        ...(text ? { name: text } : {}),
        pageNum: 1,
        pageSize: MATCHES,
        sortBy: 'doctorName',
        sortOrder: 'asc',
      });
      return page.list.map((doctor) => ({
        value: String(doctor.id),
        label: doctor.doctorName,
        description: choiceLabel('doctorJob', doctor.job, choices) ?? undefined,
      }));
    },
    [choices],
  );
}

/**
 * The clinician of a `doctorId` in the address, as a SearchSelect option, once its name has been
 * looked up (`null` while it loads, or without an id).
 */
export function useDoctorOption(doctorId: string | undefined): SearchOption | null {
  const [found, setFound] = useState<SearchOption | null>(null);
  useEffect(() => {
    if (!doctorId) return;
    let current = true;
    api.getDoctor(Number(doctorId)).then(
      (doctor) => {
        if (current) setFound({ value: String(doctor.id), label: doctor.doctorName });
      },
      () => {
        // Shown by the API client; the filter still holds the id.
      },
    );
    return () => {
      current = false;
    };
  }, [doctorId]);
  return doctorId && found?.value === doctorId ? found : null;
}
