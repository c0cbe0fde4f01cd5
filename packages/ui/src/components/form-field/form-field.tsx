import { CircleAlert } from 'lucide-react';
import { Slot } from 'radix-ui';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Label } from '../label';
import { formFieldMessages } from './messages';

export interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The field's visible label; it also names the control (`htmlFor` and `aria-labelledby`). */
  label: ReactNode;
  /**
   * The single control (Input, Textarea, Select, RadioGroup…). It receives `id`,
   * `aria-labelledby`, `aria-describedby`, `aria-invalid` and `aria-required`; its own props win.
   */
  children: ReactElement;
  /** Help under the control, linked to it through `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error message (e.g. react-hook-form's `errors.name?.message`). When present the control
   * is invalid, and the message shows with an icon and is announced politely.
   */
  error?: ReactNode;
  /**
   * Marks the field invalid without a message (prefer giving `error`).
   * @default false
   */
  invalid?: boolean;
  /**
   * Shows the required marker and sets `aria-required` (not the native `required`, so the
   * form's own validation speaks, not the browser's bubble).
   * @default false
   */
  required?: boolean;
  /**
   * Greys the label out; disable the control itself too.
   * @default false
   */
  disabled?: boolean;
  /**
   * The control's id.
   * @default the child's own `id`, else a generated one
   */
  controlId?: string;
}

/** Label + control + description + error message, wired together for assistive technology. */
function FormField({
  label,
  children,
  description,
  error,
  invalid = false,
  required = false,
  disabled = false,
  controlId,
  className,
  ...props
}: FormFieldProps) {
  const messages = useMessages(formFieldMessages);
  const baseId = useId();
  // A control that brings its own id keeps it; the label follows.
  const childId = (children.props as { id?: string }).id;
  const id = controlId ?? childId ?? `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const messageId = `${baseId}-message`;
  const hasError = error != null && error !== false && error !== '';
  const isInvalid = invalid || hasError;
  const describedBy =
    [description != null ? descriptionId : null, hasError ? messageId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      data-slot="form-field"
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <Label id={labelId} htmlFor={id} required={required} disabled={disabled}>
        {label}
      </Label>
      <Slot.Root
        id={id}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {description != null && (
        <p
          id={descriptionId}
          data-slot="form-field-description"
          className="text-sm leading-normal text-muted-foreground"
        >
          {description}
        </p>
      )}
      {/* Always mounted, so the live region exists before a message arrives. */}
      <div id={messageId} data-slot="form-field-message" aria-live="polite">
        {hasError && (
          <p className="flex items-start gap-1.5 text-sm leading-normal font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-[0.15em] size-[1.25em] shrink-0" />
            <span>
              <span className="sr-only">{messages.error}</span>
              {error}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

export { FormField };
