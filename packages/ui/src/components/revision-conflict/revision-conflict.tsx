import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { Button } from '../button';
import { revisionConflictMessages } from './messages';

/** One field of the record as the user typed it and as the latest version has it, as text. */
export interface RevisionConflictField {
  /** Stable key (the form field's name). */
  name: string;
  /** The field's label, as the form shows it. */
  label: string;
  /** The user's unsaved value. */
  mine: string;
  /** The value of the latest saved version. */
  theirs: string;
}

export interface RevisionConflictProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Discards the user's input: the caller loads the latest version into the form. */
  onReload: () => void | Promise<void>;
  /** Loads the latest version to compare; the caller then passes `fields`. */
  onReview: () => void | Promise<void>;
  /**
   * Both versions, field by field, once `onReview` loaded the latest: the fields that differ are
   * listed side by side. Undefined until then.
   */
  fields?: readonly RevisionConflictField[] | undefined;
  /**
   * After the comparison: keep the user's input on top of the latest version (the caller takes its
   * revision), so the next save replaces it knowingly rather than by accident.
   */
  onKeepMine: () => void;
}

/**
 * What a form shows when its save was refused because someone else saved the record first
 * (`40902`): 已被他人修改, and the choice to load the latest version (dropping the user's input) or
 * to compare both versions first. It never touches the form: the user's unsaved input stays there
 * until they choose.
 *
 * @selector [data-slot="revision-conflict"] the panel; `[data-state="reviewing"]` while it
 * compares.
 */
function RevisionConflict({
  onReload,
  onReview,
  fields,
  onKeepMine,
  className,
  ...props
}: RevisionConflictProps) {
  const t = useMessages(revisionConflictMessages);
  const titleId = useId();
  const [busy, setBusy] = useState<'reload' | 'review' | null>(null);
  const comparison = useRef<HTMLDivElement>(null);
  const reviewing = fields !== undefined;
  const changed = fields?.filter((field) => field.mine !== field.theirs) ?? [];

  // The comparison appears where the user is: focus moves to it, so a keyboard or screen reader
  // user reads it next instead of searching the page.
  useEffect(() => {
    if (reviewing) comparison.current?.focus();
  }, [reviewing]);

  const run = async (which: 'reload' | 'review', action: () => void | Promise<void>) => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      data-slot="revision-conflict"
      data-state={reviewing ? 'reviewing' : 'refused'}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 rounded-md border border-warning p-3', className)}
      {...props}
    >
      <div role="alert" className="flex flex-col gap-1">
        <h3 id={titleId} className="flex items-center gap-1.5 text-base font-semibold">
          <TriangleAlert aria-hidden="true" className="size-[1.25em] shrink-0 text-warning" />
          {t.title}
        </h3>
        <p className="text-sm">{t.description}</p>
      </div>
      {reviewing && (
        <div
          ref={comparison}
          tabIndex={-1}
          data-slot="revision-conflict-comparison"
          className="flex flex-col gap-2 outline-offset-2"
        >
          {changed.length === 0 ? (
            <p className="text-sm">{t.empty}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="pb-1 text-left font-medium">{t.comparison}</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-1 pe-3 font-medium">
                      {t.field}
                    </th>
                    <th scope="col" className="py-1 pe-3 font-medium">
                      {t.mine}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t.theirs}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changed.map((field) => (
                    <tr
                      key={field.name}
                      data-field={field.name}
                      className="border-b border-border align-top"
                    >
                      <th scope="row" className="py-1 pe-3 font-normal text-muted-foreground">
                        {field.label}
                      </th>
                      <td className="py-1 pe-3 whitespace-pre-wrap">{field.mine}</td>
                      <td className="py-1 whitespace-pre-wrap">{field.theirs}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="text-sm text-muted-foreground">{t.keepMineHint}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          loading={busy === 'reload'}
          disabled={busy !== null}
          onClick={() => void run('reload', onReload)}
        >
          {t.reload}
        </Button>
        {reviewing ? (
          <Button type="button" variant="primary" disabled={busy !== null} onClick={onKeepMine}>
            {t.keepMine}
          </Button>
        ) : (
          <Button
            type="button"
            variant="primary"
            loading={busy === 'review'}
            disabled={busy !== null}
            onClick={() => void run('review', onReview)}
          >
            {t.review}
          </Button>
        )}
      </div>
    </section>
  );
}

export { RevisionConflict };
