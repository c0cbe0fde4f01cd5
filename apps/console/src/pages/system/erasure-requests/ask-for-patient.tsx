import type { ApiClient } from '@cep/api-client';
import type { ErasureRequest, PatientListRow } from '@cep/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  useMessages,
} from '@cep/ui';
import { useEffect, useState } from 'react';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { erasureRequestsMessages } from './messages';

/** The calls the dialog makes. */
export type AskForPatientCalls = Pick<ApiClient, 'listPatients' | 'requestErasureFor'>;

/**
 * 代患者申请 (issue 32 §5): an admin finds the patient by name (the patient list's filter, on the
 * server) and asks for their erasure; the server refuses a second pending request (40950).
 */
export function AskForPatient({
  calls,
  onAsked,
}: {
  calls: AskForPatientCalls;
  onAsked: (request: ErasureRequest) => void;
}) {
  const t = useMessages(erasureRequestsMessages);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<PatientListRow[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = window.setTimeout(() => {
      calls
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
  }, [calls, name, open]);

  const ask = async (patient: PatientListRow) => {
    setBusy(true);
    setFailure(null);
    try {
      onAsked(await calls.requestErasureFor(patient.id));
      setOpen(false);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName('');
          setFailure(null);
        }
      }}
    >
      <Button onClick={() => setOpen(true)}>{t.askFor}</Button>
      <DialogContent className="sm:max-w-lg" data-slot="erasure-ask-for">
        <DialogHeader>
          <DialogTitle>{t.askFor}</DialogTitle>
          <DialogDescription>{t.askForDescription}</DialogDescription>
        </DialogHeader>
        <FormField label={t.findPatient}>
          <Input
            type="search"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FailureLine failure={failure} prefix={t.failed} />
        <ul className="flex flex-col gap-1" aria-label={t.patientsFound}>
          {rows.map((row) => (
            <li key={row.id}>
              <Button className="w-full" disabled={busy} onClick={() => void ask(row)}>
                {t.askForPatient(row.patientName)}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
