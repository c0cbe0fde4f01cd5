import { auditOutcome } from '@cep/contract';
import { Button, FormField, Input, Select, useMessages } from '@cep/ui';
import { useId, useState, type FormEvent } from 'react';
import type { AuditFilters } from './audit-query';
import { auditMessages } from './messages';

/** The select's value for "no filter" (a Radix select item cannot be empty). */
const ALL = '*';

export interface AuditFilterFormProps {
  /** The filters applied now (from the address bar); the fields start from them. */
  values: AuditFilters;
  /** The actions offered in the 动作 select. */
  actions: readonly string[];
  /** Applies the filters (only those that hold something). */
  onApply: (filters: AuditFilters) => void;
}

/**
 * The audit log's filters: actor (name), action, target kind and id, outcome and a time range.
 * They apply together on 搜索 (or Enter in a field), so typing does not send a request per key;
 * 重置 clears them. Remount it (a `key`) when the applied filters change from outside (back,
 * forward, an edited address) to start from them again.
 */
export function AuditFilterForm({ values, actions, onApply }: AuditFilterFormProps) {
  const t = useMessages(auditMessages);
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(values);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const present = Object.fromEntries(
      Object.entries(draft)
        .map(([key, value]) => [key, value?.trim() ?? ''] as const)
        .filter(([, value]) => value !== '' && value !== ALL),
    );
    onApply(present);
  };
  const reset = () => {
    setDraft({});
    onApply({});
  };

  const text = (key: 'actor' | 'entity' | 'entityId', label: string) => (
    <FormField label={label} className="w-full sm:w-40">
      <Input
        id={`${id}-${key}`}
        value={draft[key] ?? ''}
        maxLength={50}
        onChange={(event) => set(key)(event.target.value)}
      />
    </FormField>
  );
  const time = (key: 'from' | 'to', label: string) => (
    <FormField label={label} className="w-full sm:w-56">
      <Input
        id={`${id}-${key}`}
        type="datetime-local"
        value={draft[key] ?? ''}
        onChange={(event) => set(key)(event.target.value)}
      />
    </FormField>
  );

  return (
    <form
      role="search"
      aria-label={t.filters}
      className="flex flex-wrap items-end gap-3"
      onSubmit={submit}
    >
      {text('actor', t.actor)}
      <FormField label={t.action} className="w-full sm:w-56">
        <Select
          id={`${id}-action`}
          value={draft.action || ALL}
          onValueChange={set('action')}
          options={[
            { value: ALL, label: t.all },
            ...actions.map((action) => ({ value: action, label: action })),
          ]}
        />
      </FormField>
      {text('entity', t.entity)}
      {text('entityId', t.entityId)}
      <FormField label={t.outcome} className="w-full sm:w-32">
        <Select
          id={`${id}-outcome`}
          value={draft.outcome || ALL}
          onValueChange={set('outcome')}
          options={[
            { value: ALL, label: t.all },
            ...auditOutcome.options.map((outcome) => ({
              value: outcome,
              label: t.outcomes[outcome],
            })),
          ]}
        />
      </FormField>
      {time('from', t.from)}
      {time('to', t.to)}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {t.search}
        </Button>
        <Button type="button" onClick={reset}>
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
