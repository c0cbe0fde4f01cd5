import { isStaleRevision } from '@cep/api-client';
import { RevisionConflict, type RevisionConflictField } from '@cep/ui';
import { useState, type ReactNode } from 'react';

/** A stored record as a form loads it: which one, and at which revision. */
interface Revised {
  id: number;
  revision: number;
}

export interface RevisionGuardOptions<R extends Revised> {
  /** The record the form edits, as loaded (undefined for a new record: nothing to guard). */
  record: Revised | undefined;
  /** Reads the record as it is stored now. */
  loadLatest: () => Promise<R>;
  /** Puts a record into the form, dropping what was typed (the user chose 读取最新版本). */
  resetTo: (latest: R) => void;
  /** The user's values beside the latest record, field by field, as text. */
  compare: (latest: R) => RevisionConflictField[];
}

export interface RevisionGuard {
  /** The revision the next save sends (0 for a new record, which sends none). */
  revision: () => number;
  /** A save went through: the next one starts from the record it stored. */
  saved: (record: { revision: number }) => void;
  /**
   * A save was refused: true when the record had changed since it was loaded (40902), and the
   * conflict panel now shows; false for any other failure (the caller shows it as before).
   */
  caught: (error: unknown) => boolean;
  /** The conflict panel (RevisionConflict) while there is one, else null: render it above 保存. */
  panel: ReactNode;
}

interface GuardState<R> {
  /** `id:revision` of the record as the caller gave it: another one starts afresh. */
  from: string;
  /** The revision the next save sends. */
  revision: number;
  /** The save was refused as stale; `latest` once it was read for the comparison. */
  conflict: { latest?: R } | null;
}

const keyOf = (record: Revised | undefined) => (record ? `${record.id}:${record.revision}` : '');

/**
 * The edit forms' guard against lost updates (issue 28, item 7): each save sends the revision the
 * form was loaded at; when the server answers 已被他人修改 the form keeps what was typed and the
 * panel offers to load the latest version or to compare both (then keep mine, which takes the
 * latest revision so the next 保存 replaces it on purpose).
 */
export function useRevisionGuard<R extends Revised>(
  options: RevisionGuardOptions<R>,
): RevisionGuard {
  const { record } = options;
  const fresh = (): GuardState<R> => ({
    from: keyOf(record),
    revision: record?.revision ?? 0,
    conflict: null,
  });
  const [state, setState] = useState(fresh);
  // The same drawer opened on another record (or given a newer one): start from that one.
  let current = state;
  if (state.from !== keyOf(record)) {
    current = fresh();
    setState(current);
  }

  // A failed read of the latest version was already shown by the api-client's toast; the panel
  // stays, so the user can try again.
  const latestOrNothing = () => options.loadLatest().catch(() => undefined);
  const conflict = current.conflict;

  const panel = conflict && (
    <RevisionConflict
      fields={conflict.latest && options.compare(conflict.latest)}
      onReload={async () => {
        const latest = await latestOrNothing();
        if (!latest) return;
        setState((was) => ({ ...was, revision: latest.revision, conflict: null }));
        options.resetTo(latest);
      }}
      onReview={async () => {
        const latest = await latestOrNothing();
        if (latest) setState((was) => ({ ...was, conflict: { latest } }));
      }}
      onKeepMine={() => {
        const latest = conflict.latest;
        setState((was) => ({ ...was, revision: latest?.revision ?? was.revision, conflict: null }));
      }}
    />
  );

  return {
    revision: () => current.revision,
    saved: (saved) => setState((was) => ({ ...was, revision: saved.revision, conflict: null })),
    caught: (error) => {
      if (!isStaleRevision(error)) return false;
      setState((was) => ({ ...was, conflict: {} }));
      return true;
    },
    panel,
  };
}

/** Text of a field's value for the comparison (empty for none). */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One row of a comparison: a field's label with both values as text. */
export function compared(
  name: string,
  label: string,
  mine: unknown,
  theirs: unknown,
): RevisionConflictField {
  return { name, label, mine: asText(mine), theirs: asText(theirs) };
}

/**
 * The rows of a record form's comparison: each field the refused save sent (`mine`, the body)
 * beside the latest record's. Fields the save left out (a masked phone kept as stored) are skipped.
 */
export function comparedFields(
  fields: readonly { name: string; label: string }[],
  mine: object | undefined,
  theirs: object,
): RevisionConflictField[] {
  const sent = (mine ?? {}) as Record<string, unknown>;
  const stored = theirs as Record<string, unknown>;
  return fields
    .filter((field) => sent[field.name] !== undefined)
    .map((field) => compared(field.name, field.label, sent[field.name], stored[field.name]));
}

/**
 * The guard of a record form that remounts on a new record (`key={current.revision}`): `current`
 * is the record to show (the latest once the user chose 读取最新版本), and `sending(body)` stamps
 * the body with the guard's revision and keeps it for the comparison.
 */
export function useRecordRevision<R extends Revised>(
  record: R | undefined,
  loadLatest: (id: number) => Promise<R>,
  fields: readonly { name: string; label: string }[],
) {
  const [reloaded, setReloaded] = useState<R>();
  const [sent, setSent] = useState<object>();
  const guard = useRevisionGuard<R>({
    record,
    loadLatest: () => (record ? loadLatest(record.id) : Promise.reject(new Error('no record'))),
    resetTo: setReloaded,
    compare: (latest) => comparedFields(fields, sent, latest),
  });
  const current =
    reloaded && record && reloaded.id === record.id && reloaded.revision > record.revision
      ? reloaded
      : record;
  return {
    guard,
    current,
    sending<B extends object>(body: B): B & { revision: number } {
      setSent(body);
      return { ...body, revision: guard.revision() };
    },
  };
}
