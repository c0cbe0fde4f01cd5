import type { PatientListRow } from '@cep/contract';
import { Button, FormField, Input, useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { clinicianMessages } from './picker-messages';

/**
 * Finds a patient of the clinician's care teams by name, pinyin or initials (the list's `name`
 * filter, on the server) and picks one. Results are plain buttons named by what they show (the
 * name, sex and age): Tab and Enter choose.
 */
export function PatientPicker({ onPick }: { onPick: (patient: PatientListRow) => void }) {
  const t = useMessages(clinicianMessages);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<PatientListRow[] | null>(null);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      api
        .listPatients({ pageNum: 1, pageSize: 10, ...(name.trim() ? { name: name.trim() } : {}) })
        .then(
          (page) => current && setRows(page.list),
          () => current && setRows([]),
        );
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [name]);

  return (
    <section aria-labelledby="patient-picker-heading" className="flex max-w-xl flex-col gap-3">
      <h2 id="patient-picker-heading" className="text-lg font-semibold">
        {t.pick}
      </h2>
      <FormField label={t.search} description={t.pickHint}>
        <Input
          type="search"
          size="lg"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div aria-live="polite">
        {rows === null ? (
          <p role="status">{t.searching}</p>
        ) : rows.length === 0 ? (
          <p>{t.noMatch}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {rows.map((row) => (
              <li key={row.id}>
                {/* Named by what it shows (WCAG 2.5.3: a speech user says the visible words);
                    the section's heading says that choosing is what it does. */}
                <Button className="w-full justify-start" onClick={() => onPick(row)}>
                  <span className="font-semibold">{row.patientName}</span>
                  <span className="text-muted-foreground">
                    {[row.sex, t.age(row.age)].filter(Boolean).join(' · ')}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
