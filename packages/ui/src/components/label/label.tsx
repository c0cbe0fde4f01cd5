import { cva } from 'class-variance-authority';
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { labelMessages } from './messages';

const labelVariants = cva(
  [
    'inline-flex items-baseline gap-1 text-foreground select-none',
    'data-disabled:cursor-not-allowed data-disabled:text-muted-foreground',
  ],
  {
    variants: {
      /** `field` names a control above it; `inline` sits beside a checkbox, radio or switch. */
      variant: {
        field: 'text-base leading-normal font-medium',
        inline: 'cursor-pointer text-[length:inherit] font-normal',
      },
    },
    defaultVariants: { variant: 'field' },
  },
);

export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /**
   * Adds a "*" for the eye and the word 必填/required for screen readers.
   * @default false
   */
  required?: boolean;
  /**
   * Greys the label out, to match a disabled control.
   * @selector [data-disabled]
   * @default false
   */
  disabled?: boolean;
  /**
   * The hidden word read after a required label.
   * @default '必填' (from the locale)
   */
  requiredLabel?: string;
  /**
   * `field` (medium weight, body size) above a control; `inline` (the control's own size, normal
   * weight) beside a checkbox, radio or switch.
   * @default 'field'
   */
  variant?: 'field' | 'inline';
}

/** A form label (Radix Label: clicking it focuses its control), with an optional required marker. */
function Label({
  required = false,
  disabled = false,
  requiredLabel,
  variant = 'field',
  className,
  children,
  ...props
}: LabelProps) {
  const messages = useMessages(labelMessages);
  return (
    <LabelPrimitive.Root
      data-slot="label"
      data-required={required ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-variant={variant}
      className={cn(labelVariants({ variant }), className)}
      {...props}
    >
      {children}
      {required && (
        <span data-slot="label-required">
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">{requiredLabel ?? messages.required}</span>
        </span>
      )}
    </LabelPrimitive.Root>
  );
}

export { Label };
