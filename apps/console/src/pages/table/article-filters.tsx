import {
  articleStatuses,
  articleStatusLabels,
  articleTypeLabels,
  articleTypes,
} from '@cep/contract';
import { Button, FormField, Input, Select, useLocale, useMessages } from '@cep/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { tableMessages } from './messages';

/** The article list's filters, by the names of the contract's query (and the URL). */
export const articleFilterKeys = ['title', 'author', 'importance', 'type', 'status'] as const;
export type ArticleFilterKey = (typeof articleFilterKeys)[number];

/** The select's value for "no filter" (Radix Select has no empty value). */
const ALL = 'all';

export interface ArticleFiltersProps {
  /** The filters the list shows now (from the URL). */
  value: Readonly<Record<string, string>>;
  /** Applies the typed filters (搜索, Enter) or none (重置). */
  onApply: (filters: Partial<Record<ArticleFilterKey, string>>) => void;
  /** Which filters this page offers. @default every one */
  fields?: readonly ArticleFilterKey[];
}

function draftOf(value: Readonly<Record<string, string>>) {
  return Object.fromEntries(articleFilterKeys.map((key) => [key, value[key] ?? ''])) as Record<
    ArticleFilterKey,
    string
  >;
}

/**
 * The article list's filters: title and author (contain), importance, type and status (without
 * one: drafts and published). Typing changes nothing until 搜索 or Enter, so the list does not
 * reload on every key; back/forward or a shared link shows its filters in the fields.
 */
export function ArticleFilters({
  value,
  onApply,
  fields = articleFilterKeys,
}: ArticleFiltersProps) {
  const t = useMessages(tableMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState(() => draftOf(value));
  // The applied filters changed from outside: show them (React's "adjusting state on a prop").
  const appliedKey = JSON.stringify(draftOf(value));
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(draftOf(value));
  }
  const set = (key: ArticleFilterKey, text: string) =>
    setDraft((last) => ({ ...last, [key]: text }));
  const offers = (key: ArticleFilterKey) => fields.includes(key);

  return (
    <form
      role="search"
      aria-label={t.filters.label}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(
          Object.fromEntries(
            Object.entries(draft)
              .filter(([key]) => offers(key as ArticleFilterKey))
              .map(([key, text]) => [key, text.trim()] as const)
              .filter(([, text]) => text !== ''),
          ),
        );
      }}
    >
      {offers('title') && (
        <FormField label={t.filters.title} className="w-40">
          <Input
            value={draft.title}
            onChange={(event) => set('title', event.target.value)}
            autoComplete="off"
          />
        </FormField>
      )}
      {offers('author') && (
        <FormField label={t.filters.author} className="w-36">
          <Input
            value={draft.author}
            onChange={(event) => set('author', event.target.value)}
            autoComplete="off"
          />
        </FormField>
      )}
      {offers('importance') && (
        <FormField label={t.filters.importance} className="w-32">
          <Select
            options={[
              { value: ALL, label: t.filters.all },
              ...['1', '2', '3'].map((stars) => ({ value: stars, label: stars })),
            ]}
            value={draft.importance || ALL}
            onValueChange={(stars) => set('importance', stars === ALL ? '' : stars)}
          />
        </FormField>
      )}
      {offers('type') && (
        <FormField label={t.filters.type} className="w-40">
          <Select
            options={[
              { value: ALL, label: t.filters.all },
              ...articleTypes.map((type) => ({
                value: type,
                label: articleTypeLabels[type][locale],
              })),
            ]}
            value={draft.type || ALL}
            onValueChange={(type) => set('type', type === ALL ? '' : type)}
          />
        </FormField>
      )}
      {offers('status') && (
        <FormField label={t.filters.status} className="w-40">
          <Select
            options={[
              { value: ALL, label: t.filters.notDeleted },
              ...articleStatuses.map((status) => ({
                value: status,
                label: articleStatusLabels[status][locale],
              })),
            ]}
            value={draft.status || ALL}
            onValueChange={(status) => set('status', status === ALL ? '' : status)}
          />
        </FormField>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" className="size-4" />
          {t.filters.search}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setDraft(draftOf({}));
            onApply({});
          }}
        >
          {t.filters.reset}
        </Button>
      </div>
    </form>
  );
}
