import type { SelectOption } from '@cep/ui';
import { useEffect, useState } from 'react';
import { api } from '../../../api-client';

/** The first 100 doctors as choices (the picker of 负责医生 and of the care team). */
export function useDoctorOptions(enabled: boolean): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    api
      .listDoctors({ pageNum: 1, pageSize: 100, sortBy: 'doctorName', sortOrder: 'asc' })
      .then((page) => {
        if (current) {
          setOptions(page.list.map((d) => ({ value: String(d.id), label: d.doctorName })));
        }
      })
      .catch(() => {
        // Shown by the API client; the picker stays empty.
      });
    return () => {
      current = false;
    };
  }, [enabled]);
  return options;
}
