import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md border font-medium whitespace-nowrap select-none',
    'motion-safe:transition-colors',
    // Focus is an outline, not a box-shadow ring: it survives Windows forced colours.
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'forced-colors:border-[ButtonText]',
    'hc:border-foreground',
    'data-loading:cursor-wait',
    'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-muted data-disabled:text-muted-foreground data-disabled:no-underline',
    'forced-colors:data-disabled:text-[GrayText]',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.25em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** Visual weight; keep one `primary` per screen. */
      variant: {
        default: 'border-border bg-background text-foreground hover:bg-muted',
        primary:
          'border-primary bg-primary text-primary-foreground hover:border-primary-hover hover:bg-primary-hover',
        danger:
          'border-danger bg-danger text-danger-foreground hover:border-danger-hover hover:bg-danger-hover',
        text: 'border-transparent bg-transparent text-primary-text hover:bg-primary-subtle',
        link: 'border-transparent bg-transparent text-primary-text underline underline-offset-4 hover:decoration-2 hc:border-transparent',
      },
      /** Every size is in rem so it follows the font scale; `lg` stays ≥ 44 px even at the smallest scale. */
      size: {
        sm: 'min-h-8 px-3 py-1 text-sm',
        md: 'min-h-10 px-4 py-1.5 text-base',
        lg: 'min-h-13 min-w-13 px-6 py-2 text-lg',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'px-0' }],
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'> {
  /**
   * Visual weight of the action.
   * @default 'default'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size; `lg` is the patient-screen target (≥ 44 px).
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and blocks activation until the work is done.
   * @selector [data-loading]
   * @default false
   */
  loading?: boolean;
  /**
   * Blocks activation and greys the button out.
   * @selector [data-disabled]
   * @default false
   */
  disabled?: boolean;
  /**
   * Decorative leading icon (hidden from assistive technology; the label carries the meaning).
   * Replaced by the spinner while `loading`.
   */
  icon?: ReactNode;
  /**
   * Renders the single child element (e.g. a router link) with the button's props and styles.
   * @default false
   */
  asChild?: boolean;
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" className="motion-safe:animate-spin" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The platform's action button: variants, sizes, loading and disabled states, optional leading icon. */
function Button({
  className,
  variant = 'default',
  size = 'md',
  loading = false,
  disabled = false,
  icon,
  asChild = false,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const inert = disabled || loading;
  const leading = loading ? <Spinner /> : icon;

  // A native <button> blocks activation through `disabled`; a slotted element (a link)
  // cannot, so it gets aria-disabled and its clicks are swallowed.
  const blockSlottedClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
  };

  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild
        ? { 'aria-disabled': inert || undefined, onClick: inert ? blockSlottedClick : onClick }
        : { type: type ?? 'button', disabled: inert, onClick })}
      {...props}
    >
      {leading != null && leading !== false && (
        <span data-slot="button-icon" aria-hidden="true" className="inline-flex">
          {leading}
        </span>
      )}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}

export { Button, buttonVariants };
