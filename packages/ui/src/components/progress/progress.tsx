import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { progressMessages } from './messages';

const progressVariants = cva('h-full w-full rounded-full motion-safe:transition-transform', {
  variants: {
    /** The bar's colour; `success` and `danger` also show an icon and a word. */
    variant: {
      // In high contrast the primary fill is black like the page: draw it in the text colour.
      primary: 'bg-primary text-primary hc:bg-primary-text hc:text-primary-text',
      success: 'bg-success text-success',
      danger: 'bg-danger text-danger',
    },
  },
  defaultVariants: { variant: 'primary' },
});

type ProgressVariant = NonNullable<VariantProps<typeof progressVariants>['variant']>;

export interface ProgressProps extends Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max' | 'children'
> {
  /**
   * Amount done, from 0 to `max`. `null` or leaving it out means the amount is unknown (indeterminate).
   * @default null
   */
  value?: number | null;
  /**
   * The value that means complete.
   * @default 100
   */
  max?: number;
  /** Visible label above the bar; it also names the progressbar. Without it, pass `aria-label`. */
  label?: ReactNode;
  /**
   * Shows the percentage (or the indeterminate word) as text beside the label.
   * @default true
   */
  showValue?: boolean;
  /**
   * Colour of the bar.
   * @default 'primary'
   */
  variant?: ProgressVariant;
}

const statusIcons = { success: CircleCheck, danger: CircleAlert } as const;

/** Rounds to a whole percent, clamped to 0–100. */
function percentOf(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

/**
 * A progress bar (Radix Progress, `role="progressbar"`) with its label and its percentage in text.
 * With no `value` it is indeterminate: a striped bar that pulses when motion is welcome.
 * @selector [data-state="indeterminate" | "loading" | "complete"]
 */
function Progress({
  className,
  value = null,
  max = 100,
  label,
  showValue = true,
  variant = 'primary',
  ...props
}: ProgressProps) {
  const messages = useMessages(progressMessages);
  const labelId = useId();
  const indeterminate = value === null || Number.isNaN(value);
  const percent = indeterminate ? 0 : percentOf(value, max);
  const valueText = indeterminate ? messages.indeterminate : `${percent}%`;
  const StatusIcon = variant === 'primary' ? null : statusIcons[variant];

  return (
    <div
      data-slot="progress"
      data-variant={variant}
      className={cn('flex flex-col gap-1', className)}
    >
      {(label != null || showValue) && (
        <div className="flex items-center justify-between gap-4 text-sm">
          {label != null && (
            <span id={labelId} data-slot="progress-label" className="text-foreground">
              {label}
            </span>
          )}
          {showValue && (
            <span
              data-slot="progress-value"
              className="ms-auto inline-flex items-center gap-1 text-muted-foreground tabular-nums"
            >
              {StatusIcon && (
                <StatusIcon
                  aria-hidden="true"
                  className={cn(
                    'size-[1.25em]',
                    variant === 'success' ? 'text-success' : 'text-danger',
                  )}
                />
              )}
              {valueText}
              {StatusIcon && <span>{messages[variant as 'success' | 'danger']}</span>}
            </span>
          )}
        </div>
      )}
      <ProgressPrimitive.Root
        data-slot="progress-track"
        value={indeterminate ? null : Math.min(Math.max(value, 0), max)}
        max={max}
        getValueLabel={() => valueText}
        // Radix drops the text when the value is unknown; the word is still worth announcing.
        aria-valuetext={valueText}
        aria-labelledby={label != null ? labelId : undefined}
        className="relative h-2 w-full overflow-hidden rounded-full border border-border bg-muted hc:h-3"
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            progressVariants({ variant }),
            // Unknown amount: diagonal stripes over the whole track, recognisable even when still.
            'data-[state=indeterminate]:bg-transparent data-[state=indeterminate]:bg-[image:repeating-linear-gradient(135deg,currentColor_0_0.5rem,transparent_0.5rem_1rem)] data-[state=indeterminate]:motion-safe:animate-pulse',
          )}
          style={indeterminate ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}

export { Progress, progressVariants };
