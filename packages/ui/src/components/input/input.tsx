import { cva, type VariantProps } from 'class-variance-authority';
import { Eye, EyeOff, X } from 'lucide-react';
import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { inputMessages } from './messages';

/**
 * The box every text control shares (Input's wrapper, Textarea): border, sizes, invalid and
 * disabled looks. States come in as data attributes on the box itself.
 */
const fieldBoxVariants = cva(
  [
    'w-full rounded-md border border-border bg-background text-foreground',
    'motion-safe:transition-colors',
    'forced-colors:border-[FieldText] hc:border-foreground',
    'data-invalid:border-danger hc:data-invalid:border-danger',
    'data-disabled:cursor-not-allowed data-disabled:bg-muted data-disabled:text-muted-foreground',
    'forced-colors:data-disabled:text-[GrayText]',
  ],
  {
    variants: {
      /** `sm` for dense clinician tables, `lg` for patient screens (≥ 44 px). */
      size: { sm: 'text-sm', md: 'text-base', lg: 'text-lg' },
      /** `line` is one row tall per size; a multi-line `area` sets its own taller minimum. */
      shape: { line: '', area: '' },
    },
    compoundVariants: [
      { shape: 'line', size: 'sm', className: 'min-h-8' },
      { shape: 'line', size: 'md', className: 'min-h-10' },
      { shape: 'line', size: 'lg', className: 'min-h-13' },
    ],
    defaultVariants: { size: 'md', shape: 'line' },
  },
);

type FieldSize = NonNullable<VariantProps<typeof fieldBoxVariants>['size']>;

/** Square inner buttons (clear, reveal) as tall as the box: 2rem / 2.5rem / 3.25rem. */
const innerButtonSize: Record<FieldSize, string> = { sm: 'w-8', md: 'w-10', lg: 'w-13' };
const inlinePadding: Record<FieldSize, string> = { sm: 'px-2', md: 'px-3', lg: 'px-4' };

/** True when `aria-invalid` (e.g. set by FormField) says the value is wrong. */
function isAriaInvalid(value: ComponentProps<'input'>['aria-invalid']): boolean {
  return value === true || value === 'true';
}

/** Sets a DOM ref of any kind. */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * Empties an input the way typing would: through the native value setter and a bubbling
 * `input` event, so React's `onChange` (and react-hook-form's `register`) see the change.
 */
function clearNativeInput(input: HTMLInputElement) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface InputProps extends Omit<ComponentProps<'input'>, 'size' | 'prefix'> {
  /**
   * Height and text size; `lg` is the patient-screen target (≥ 44 px).
   * @default 'md'
   */
  size?: FieldSize;
  /**
   * Marks the value as wrong: `aria-invalid`, `data-invalid` and a danger border. Pair it with a
   * message (FormField does both). `aria-invalid="true"` alone has the same effect.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
  /**
   * Shows a clear button while there is a value; it empties the field, fires `onChange` and
   * `onValueChange('')`, and returns focus to the input.
   * @default false
   */
  clearable?: boolean;
  /** Called with the new value on every change, including a clear. */
  onValueChange?: (value: string) => void;
  /** Content before the text, inside the box (a unit, an icon). Mark icons `aria-hidden`. */
  prefix?: ReactNode;
  /** Content after the text, inside the box (a unit such as "kg"). */
  suffix?: ReactNode;
  /**
   * Name of the clear button.
   * @default '清除' (from the locale)
   */
  clearLabel?: string;
  /**
   * Name of the show-password toggle (`type="password"` only).
   * @default '显示密码' (from the locale)
   */
  showPasswordLabel?: string;
  /** Class of the `<input>` itself; `className` styles the outer box. */
  inputClassName?: string;
}

/**
 * A single-line text field: sizes, invalid and disabled states, prefix/suffix, an optional clear
 * button and, for `type="password"`, a show-password toggle. Controlled or uncontrolled.
 */
function Input({
  size = 'md',
  invalid = false,
  clearable = false,
  disabled = false,
  type = 'text',
  prefix,
  suffix,
  clearLabel,
  showPasswordLabel,
  className,
  inputClassName,
  value,
  defaultValue,
  onChange,
  onValueChange,
  ref,
  ...props
}: InputProps) {
  const messages = useMessages(inputMessages);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const readOnly = props.readOnly === true;
  const controlled = value !== undefined;
  // A controlled field knows whether it is empty. An uncontrolled one may be filled behind React's
  // back (react-hook-form's setValue and reset write the DOM directly), so CSS decides instead:
  // the clear button hides while the input shows its placeholder, i.e. while it is empty.
  const offerClear =
    clearable && !disabled && !readOnly && (controlled ? String(value) !== '' : true);
  const placeholder = props.placeholder ?? (clearable && !controlled ? ' ' : undefined);
  const isInvalid = invalid || isAriaInvalid(props['aria-invalid']);
  const isPassword = type === 'password';

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    clearNativeInput(input);
    input.focus();
  };

  const innerButton = cn(
    'flex shrink-0 cursor-pointer items-center justify-center self-stretch rounded-md text-muted-foreground hover:text-foreground',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
    '[&_svg]:size-[1.25em]',
    innerButtonSize[size],
  );

  return (
    <div
      data-slot="input"
      data-size={size}
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        fieldBoxVariants({ size }),
        'flex items-stretch',
        // The box draws the focus outline for the text field; inner buttons draw their own.
        'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
        'group/input',
        className,
      )}
    >
      {prefix != null && (
        <span
          data-slot="input-prefix"
          className={cn(
            'flex shrink-0 items-center text-muted-foreground',
            inlinePadding[size],
            'pe-0',
          )}
        >
          {prefix}
        </span>
      )}
      <input
        data-slot="input-control"
        ref={setRefs}
        type={isPassword && revealed ? 'text' : type}
        disabled={disabled}
        value={value}
        defaultValue={defaultValue}
        className={cn(
          'min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
          inlinePadding[size],
          inputClassName,
        )}
        {...props}
        placeholder={placeholder}
        onChange={handleChange}
        aria-invalid={isInvalid || undefined}
      />
      {suffix != null && (
        <span
          data-slot="input-suffix"
          className={cn(
            'flex shrink-0 items-center text-muted-foreground',
            inlinePadding[size],
            'ps-0',
          )}
        >
          {suffix}
        </span>
      )}
      {offerClear && (
        <button
          type="button"
          data-slot="input-clear"
          aria-label={clearLabel ?? messages.clear}
          title={clearLabel ?? messages.clear}
          className={cn(
            innerButton,
            !controlled && 'group-has-[input:placeholder-shown]/input:hidden',
          )}
          onClick={clear}
        >
          <X aria-hidden="true" />
        </button>
      )}
      {isPassword && (
        <button
          type="button"
          data-slot="input-reveal"
          aria-label={showPasswordLabel ?? messages.showPassword}
          aria-pressed={revealed}
          title={showPasswordLabel ?? messages.showPassword}
          disabled={disabled}
          className={cn(innerButton, 'disabled:cursor-not-allowed')}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}

export { Input, fieldBoxVariants };
