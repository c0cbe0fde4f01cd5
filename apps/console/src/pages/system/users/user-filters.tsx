import { Button, Checkbox, FormField, Input, Select, useMessages } from '@cep/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { usersMessages } from './messages';
import { roleKeys } from './user-form';

/** The filters of the user list, by the names of the contract's `userFilters` (and the URL). */
export const userFilterKeys = ['username', 'name', 'role', 'status', 'archived'] as const;
export type UserFilterKey = (typeof userFilterKeys)[number];
export type UserFilterValues = Partial<Record<UserFilterKey, string>>;

/** The select's value for "no filter" (Radix Select has no empty value). */
const ALL = 'all';

export interface UserFiltersProps {
  /** The filters the list shows now (from the URL). */
  value: Readonly<Record<string, string>>;
  /** Applies the typed filters (搜索, Enter) or none (重置). */
  onApply: (filters: UserFilterValues) => void;
}

function draftOf(value: Readonly<Record<string, string>>): Record<UserFilterKey, string> {
  return {
    username: value.username ?? '',
    name: value.name ?? '',
    role: value.role ?? '',
    status: value.status ?? '',
    archived: value.archived ?? '',
  };
}

/**
 * The user list's filters: username and name (contains), role and status. Typing changes nothing
 * until 搜索 (or Enter), so the list does not reload on every key. When the applied filters change
 * from outside (back/forward, a shared link), the fields show them.
 */
export function UserFilters({ value, onApply }: UserFiltersProps) {
  const t = useMessages(usersMessages);
  const [draft, setDraft] = useState(() => draftOf(value));
  // Back/forward or a shared link changed the applied filters: show them (React's "adjusting
  // state when a prop changes"; no remount, so focus stays where the person is).
  const appliedKey = JSON.stringify(draftOf(value));
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(draftOf(value));
  }
  const set = (key: UserFilterKey, text: string) => setDraft((last) => ({ ...last, [key]: text }));

  return (
    <form
      role="search"
      aria-label={t.caption}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(
          Object.fromEntries(
            Object.entries(draft)
              .map(([key, text]) => [key, text.trim()] as const)
              .filter(([, text]) => text !== ''),
          ),
        );
      }}
    >
      <FormField label={t.filters.username} className="w-40">
        <Input
          value={draft.username}
          onChange={(event) => set('username', event.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t.filters.name} className="w-40">
        <Input
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t.filters.role} className="w-36">
        <Select
          options={[
            { value: ALL, label: t.filters.all },
            ...roleKeys.map((role) => ({ value: role, label: t.roleNames[role] })),
          ]}
          value={draft.role || ALL}
          onValueChange={(role) => set('role', role === ALL ? '' : role)}
        />
      </FormField>
      <FormField label={t.filters.status} className="w-36">
        <Select
          options={[
            { value: ALL, label: t.filters.all },
            { value: 'enabled', label: t.statuses.enabled },
            { value: 'disabled', label: t.statuses.disabled },
          ]}
          value={draft.status || ALL}
          onValueChange={(status) => set('status', status === ALL ? '' : status)}
        />
      </FormField>
      <div className="flex min-h-11 items-center">
        <Checkbox
          label={t.filters.showArchived}
          checked={draft.archived === 'include'}
          onCheckedChange={(checked) => set('archived', checked === true ? 'include' : '')}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" className="size-4" />
          {t.filters.search}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setDraft({ username: '', name: '', role: '', status: '', archived: '' });
            onApply({});
          }}
        >
          {t.filters.reset}
        </Button>
      </div>
    </form>
  );
}
