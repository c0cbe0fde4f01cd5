import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { fieldBoxVariants } from '../input';
import { textareaMessages } from './messages';

type TextareaSize = 'sm' | 'md' | 'lg';

const padding: Record<TextareaSize, string> = {
  sm: 'px-2 py-1 min-h-16',
  md: 'px-3 py-2 min-h-24',
  lg: 'px-4 py-3 min-h-32',
};

export interface TextareaProps extends ComponentProps<'textarea'> {
  /**
   * Text size and padding, as `Input`.
   * @default 'md'
   */
  size?: TextareaSize;
  /**
   * Marks the value as wrong: `aria-invalid`, `data-invalid` and a danger border.
   * `aria-invalid="true"` alone has the same effect.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
  /**
   * Shows a "12/500" counter under the field (needs `maxLength`), announced politely.
   * @default true when `maxLength` is set
   */
  showCount?: boolean;
  /** Called with the new value on every change. */
  onValueChange?: (value: string) => void;
}

/** A multi-line text field with the Input look, an invalid state and an optional length counter. */
function Textarea({
  size = 'md',
  invalid = false,
  disabled = false,
  maxLength,
  showCount = maxLength !== undefined,
  value,
  defaultValue,
  onChange,
  onValueChange,
  className,
  ...props
}: TextareaProps) {
  const messages = useMessages(textareaMessages);
  const counterId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(
    defaultValue === undefined ? 0 : String(defaultValue).length,
  );
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const counted = showCount && maxLength !== undefined;
  const describedBy =
    [props['aria-describedby'], counted ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const textarea = (
    <textarea
      data-slot="textarea"
      data-size={size}
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      className={cn(
        fieldBoxVariants({ size, shape: 'area' }),
        'block resize-y placeholder:text-muted-foreground',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        padding[size],
        className,
      )}
      {...props}
      onChange={handleChange}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
    />
  );
  if (!counted) return textarea;

  return (
    <div data-slot="textarea-field" className="flex w-full flex-col gap-1">
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-count"
        data-full={length >= maxLength ? '' : undefined}
        className="self-end text-sm text-muted-foreground tabular-nums data-full:font-semibold data-full:text-foreground"
      >
        <span aria-hidden="true">
          {length}/{maxLength}
        </span>
        <span className="sr-only" aria-live="polite">
          {messages.count(length, maxLength)}
        </span>
      </p>
    </div>
  );
}

export { Textarea };
