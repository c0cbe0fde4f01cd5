import { Check, CircleAlert } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import {
  contrastRatio,
  defaultThemeColor,
  isHexColor,
  normalizeHex,
} from '../../theme/theme-color-style';
import { colorPickerMessages, type ColorPickerPreset } from './messages';

/** `#rgb` / `#rrggbb` → `#RRGGBB`; `undefined` when it is not a hex colour. */
function toHex(value: string | undefined): string | undefined {
  return value !== undefined && isHexColor(value) ? normalizeHex(value).toUpperCase() : undefined;
}

/** The check mark's colour on a swatch: whichever of white / black stands out more. */
function markColour(swatch: string): string {
  return contrastRatio('#ffffff', swatch) >= contrastRatio('#000000', swatch)
    ? '#ffffff'
    : '#000000';
}

export interface ColorPickerProps extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** Selected colour, `#RGB` or `#RRGGBB` (controlled). */
  value?: string;
  /**
   * Initial colour when uncontrolled.
   * @default '#409EFF'
   */
  defaultValue?: string;
  /** Called with `#RRGGBB` (upper case) when a swatch is picked or a valid hex is typed. */
  onChange?: (hex: string) => void;
  /**
   * Swatches; the value is read with its name (`#409EFF 默认蓝`).
   * @default the spec default #409EFF and seven calm clinical colours (from messages.ts)
   */
  presets?: ColorPickerPreset[];
  /**
   * Name of the swatch group.
   * @default '预设主题色'
   */
  label?: string;
  /**
   * Label of the hex input.
   * @default '自定义颜色'
   */
  inputLabel?: string;
  /**
   * Error shown under an invalid hex.
   * @default '请输入有效的颜色值，例如 #409EFF'
   */
  invalidMessage?: string;
  /**
   * Blocks both the swatches and the input.
   * @selector [data-disabled]
   * @default false
   */
  disabled?: boolean;
}

/** Picks the theme colour: preset swatches (a radio group, arrow keys) and a free hex input. */
function ColorPicker({
  value,
  defaultValue = defaultThemeColor,
  onChange,
  presets,
  label,
  inputLabel,
  invalidMessage,
  disabled = false,
  className,
  ...props
}: ColorPickerProps) {
  const messages = useMessages(colorPickerMessages);
  const swatches = presets ?? messages.presets;
  const [uncontrolled, setUncontrolled] = useState(() => toHex(defaultValue) ?? '');
  const selected = value === undefined ? uncontrolled : (toHex(value) ?? '');

  // The input shows what the person types; it follows the value whenever the value changes.
  const [draft, setDraft] = useState(selected);
  const [shownValue, setShownValue] = useState(selected);
  const [invalid, setInvalid] = useState(false);
  if (shownValue !== selected) {
    setShownValue(selected);
    setDraft(selected);
    setInvalid(false);
  }

  const inputId = useId();
  const errorId = useId();

  function select(hex: string) {
    if (value === undefined) setUncontrolled(hex);
    if (hex !== selected) onChange?.(hex);
  }

  // A full #RRGGBB applies while typing; the short #RGB only on Enter or leaving the field, so
  // typing #0E7C86 does not flash #00EE77 on the way. The draft is kept as typed meanwhile.
  function typed(text: string) {
    setDraft(text);
    if (/^#[0-9a-f]{6}$/i.test(text.trim())) {
      const hex = normalizeHex(text).toUpperCase();
      setInvalid(false);
      setShownValue(hex);
      select(hex);
    }
  }

  // An unfinished value is only an error once the person is done with it.
  function commit() {
    const hex = toHex(draft);
    setInvalid(hex === undefined);
    if (hex === undefined) return;
    setDraft(hex);
    setShownValue(hex);
    select(hex);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div
      data-slot="color-picker"
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <RadioGroup.Root
        data-slot="color-picker-swatches"
        aria-label={label ?? messages.presetsLabel}
        value={swatches.some((s) => toHex(s.value) === selected) ? selected : ''}
        onValueChange={select}
        disabled={disabled}
        orientation="horizontal"
        loop
        className="flex flex-wrap gap-2"
      >
        {swatches.map((swatch) => {
          const hex = toHex(swatch.value) ?? swatch.value;
          return (
            <RadioGroup.Item
              key={hex}
              value={hex}
              data-slot="color-picker-swatch"
              aria-label={`${hex} ${swatch.name}`}
              title={`${hex} ${swatch.name}`}
              style={{ backgroundColor: hex, color: markColour(hex) }}
              className={cn(
                'inline-flex size-10 cursor-pointer items-center justify-center rounded-md border-2 border-border',
                // The swatch is the data: keep its colour under forced colours, outline it in the system colour.
                'forced-color-adjust-none forced-colors:border-[ButtonText]',
                'data-[state=checked]:border-foreground hc:border-foreground',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'data-disabled:cursor-not-allowed data-disabled:opacity-60',
                'motion-safe:transition-colors',
              )}
            >
              <RadioGroup.Indicator data-slot="color-picker-check" className="inline-flex">
                <Check aria-hidden="true" className="size-6" strokeWidth={3} />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>

      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-foreground">
          {inputLabel ?? messages.customLabel}
        </label>
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            data-slot="color-picker-preview"
            style={{ backgroundColor: toHex(draft) ?? selected }}
            className="size-10 shrink-0 rounded-md border border-border forced-color-adjust-none hc:border-foreground"
          />
          <input
            id={inputId}
            data-slot="color-picker-input"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            placeholder={defaultThemeColor}
            value={draft}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            data-invalid={invalid ? '' : undefined}
            onChange={(event) => typed(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-10 w-36 rounded-md border border-border bg-background px-3 font-mono text-base text-foreground uppercase',
              'placeholder:text-muted-foreground',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
              'forced-colors:border-[FieldText] hc:border-foreground',
              'data-invalid:border-danger hc:data-invalid:border-danger',
              'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
            )}
          />
        </div>
        {invalid && (
          <p
            id={errorId}
            role="alert"
            data-slot="color-picker-error"
            className="flex items-center gap-1 text-sm text-danger"
          >
            <CircleAlert aria-hidden="true" className="size-[1.25em] shrink-0" />
            {invalidMessage ?? messages.invalid}
          </p>
        )}
      </div>
    </div>
  );
}

export { ColorPicker };
