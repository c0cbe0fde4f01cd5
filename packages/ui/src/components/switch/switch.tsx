import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Label } from '../label';
import { switchMessages } from './messages';

type SwitchSize = 'sm' | 'md' | 'lg';

/** Track, thumb and hit area (the ::before pad reaches 2.5rem; lg 3.25rem, ≥ 44 px). */
const trackSize: Record<SwitchSize, string> = {
  sm: 'h-5 w-9 before:-inset-y-2.5',
  md: 'h-6 w-11 before:-inset-y-2',
  lg: 'h-8 w-14 before:-inset-y-2.5',
};
const thumbSize: Record<SwitchSize, string> = {
  sm: 'size-3.5 data-[state=checked]:translate-x-3.5',
  md: 'size-4.5 data-[state=checked]:translate-x-4.5',
  lg: 'size-6 data-[state=checked]:translate-x-6',
};
const textSize: Record<SwitchSize, string> = {
  sm: 'min-h-8 text-sm',
  md: 'min-h-10 text-base',
  lg: 'min-h-13 text-lg',
};

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** Visible label beside the switch (or pass `children`). Without one, give `aria-label`. */
  label?: ReactNode;
  /**
   * Track and text size; `lg` is the patient-screen size.
   * @default 'md'
   */
  size?: SwitchSize;
  /**
   * Shows the state in words (已开启/已关闭) beside the track, so it never rests on colour
   * or position alone. Hidden from assistive technology, which hears `aria-checked`.
   * @default true
   */
  showState?: boolean;
  /**
   * Words for the on and off states.
   * @default { on: '已开启', off: '已关闭' } (from the locale)
   */
  stateLabels?: { on: string; off: string };
  /**
   * Marks the setting as wrong: `aria-invalid`, `data-invalid` and a danger border.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
}

/** An on/off setting that applies at once (Radix Switch, `role="switch"`). */
function Switch({
  label,
  children,
  size = 'md',
  showState = true,
  stateLabels,
  invalid = false,
  disabled = false,
  checked,
  defaultChecked = false,
  onCheckedChange,
  id,
  className,
  ...props
}: SwitchProps) {
  const messages = useMessages(switchMessages);
  const words = stateLabels ?? messages;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  // Mirrors the state for the words beside the track, controlled or not.
  const [uncontrolledOn, setUncontrolledOn] = useState(defaultChecked);
  const on = checked ?? uncontrolledOn;
  const text = label ?? children;
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';

  return (
    <div data-slot="switch-field" className={cn('inline-flex items-center gap-3', textSize[size])}>
      <SwitchPrimitive.Root
        data-slot="switch"
        data-size={size}
        data-invalid={isInvalid ? '' : undefined}
        id={controlId}
        disabled={disabled}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(next) => {
          setUncontrolledOn(next);
          onCheckedChange?.(next);
        }}
        className={cn(
          'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-border bg-muted p-0.5',
          'before:absolute before:inset-x-0 before:content-[""]',
          'motion-safe:transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'forced-colors:border-[ButtonText] hc:border-foreground',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary hc:data-[state=checked]:border-foreground',
          'data-invalid:border-danger hc:data-invalid:border-danger',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
          trackSize[size],
          className,
        )}
        {...props}
        aria-invalid={isInvalid || undefined}
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className={cn(
            'pointer-events-none block rounded-full bg-border',
            'data-[state=checked]:bg-primary-foreground forced-colors:bg-[ButtonText]',
            'hc:bg-foreground',
            'motion-safe:transition-transform',
            thumbSize[size],
          )}
        />
      </SwitchPrimitive.Root>
      {text != null && (
        <Label htmlFor={controlId} disabled={disabled} variant="inline">
          {text}
        </Label>
      )}
      {showState && (
        <span
          data-slot="switch-state"
          aria-hidden="true"
          className="text-muted-foreground data-on:font-medium data-on:text-foreground"
          data-on={on ? '' : undefined}
        >
          {on ? words.on : words.off}
        </span>
      )}
    </div>
  );
}

export { Switch };
