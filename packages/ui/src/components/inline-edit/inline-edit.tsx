import { CircleAlert, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Input, type InputProps } from '../input';
import { inlineEditMessages } from './messages';

export interface InlineEditProps {
  /** The saved value, shown until a new one is saved. */
  value: string;
  /**
   * What the value is, naming the field and its edit button ("编辑 {label}"): in a table, say
   * whose it is too (`标题：认知训练入门`).
   */
  label: string;
  /**
   * Saves the typed text. Resolve when saved (the parent then passes the new `value`); reject
   * with an `Error` whose message says why not — it is shown under the field, and the text stays
   * for the person to correct.
   */
  onSave: (text: string) => Promise<void> | void;
  /** Checks the text before saving: a message (shown, nothing saved) or `undefined`. */
  validate?: (text: string) => string | undefined;
  /** How the saved value shows; the value itself by default. */
  renderValue?: (value: string) => ReactNode;
  /** Passed to the field (e.g. `inputMode="numeric"`, `maxLength`). */
  inputProps?: Pick<InputProps, 'inputMode' | 'maxLength' | 'autoComplete' | 'spellCheck'>;
  /** No edit button (e.g. the record may not be changed now). @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * A value edited where it is shown (a table cell): its edit button opens a field with 保存 and
 * 取消. Enter saves, Escape (or 取消) puts the saved value back and returns focus to the edit
 * button. A text `validate` refuses, or the save rejects, stays in the field with the message
 * under it — nothing saved is lost, and nothing typed either.
 * @selector [data-slot="inline-edit"] [data-editing]
 */
function InlineEdit({
  value,
  label,
  onSave,
  validate,
  renderValue,
  inputProps,
  disabled = false,
  className,
}: InlineEditProps) {
  const t = useMessages(inlineEditMessages);
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // After closing the field, focus goes back to the edit button it came from.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (returnFocus.current && draft === null) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [draft]);

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
    setError(null);
  };

  const save = async (text: string) => {
    const problem = validate?.(text);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(text);
      close();
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : t.saveFailed);
      field.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <div
        data-slot="inline-edit"
        className={cn('flex min-h-10 items-center justify-between gap-2', className)}
      >
        <span className="min-w-0">{renderValue ? renderValue(value) : value}</span>
        {!disabled && (
          <IconButton
            ref={editButton}
            label={t.edit(label)}
            variant="ghost"
            size="sm"
            onClick={() => setDraft(value)}
          >
            <Pencil />
          </IconButton>
        )}
      </div>
    );
  }

  return (
    <form
      data-slot="inline-edit"
      data-editing=""
      noValidate
      className={cn('flex min-w-48 flex-col gap-1', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save(draft);
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Input
          {...inputProps}
          ref={field}
          // The person asked to edit this value: the field takes the focus at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          size="sm"
          aria-label={label}
          aria-describedby={error ? errorId : undefined}
          invalid={error !== null}
          readOnly={saving}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !saving) {
              // Only this field closes, not a dialog or drawer around the table.
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
          className="min-w-24 flex-1"
        />
        <Button type="submit" size="sm" variant="primary" loading={saving}>
          {t.save}
        </Button>
        <Button type="button" size="sm" disabled={saving} onClick={close}>
          {t.cancel}
        </Button>
      </div>
      <div role="alert" className="empty:hidden">
        {error && (
          <p id={errorId} className="flex items-start gap-1 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1em] shrink-0" />
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

export { InlineEdit };
