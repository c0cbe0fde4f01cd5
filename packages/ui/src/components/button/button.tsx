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
    'data-loading:cursor-wait',
    'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-muted data-disabled:text-muted-foreground data-disabled:no-underline',
    'forced-colors:data-disabled:text-[GrayText]',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.25em] [&_svg]:shrink-0',
  ],
  {
    // `cn()` does not resolve conflicts, so no two of these may set the same property: padding
    // and width live in the compound variants below, one per shape.
    variants: {
      /** Visual weight; keep one `primary` per screen. */
      variant: {
        default: 'border-border bg-background text-foreground hover:bg-muted hc:border-foreground',
        primary:
          'border-primary bg-primary text-primary-foreground hover:border-primary-hover hover:bg-primary-hover hc:border-foreground',
        danger:
          'border-danger bg-danger text-danger-foreground hover:border-danger-hover hover:bg-danger-hover hc:border-foreground',
        text: 'border-transparent bg-transparent text-primary-text hover:bg-primary-subtle hc:border-foreground',
        /** Neutral and borderless until high contrast: toolbar and close icons. */
        ghost:
          'border-transparent bg-transparent text-foreground hover:bg-muted hc:border-foreground',
        link: 'border-transparent bg-transparent text-primary-text underline underline-offset-4 hover:decoration-2',
      },
      /** Every size is in rem so it follows the font scale; `lg` stays ≥ 44 px even at the smallest scale. */
      size: {
        sm: 'min-h-8 py-1 text-sm',
        md: 'min-h-10 py-1.5 text-base',
        lg: 'min-h-13 py-2 text-lg',
      },
      /** `label` fits its text; `square` holds an icon alone; `compact` is a narrow box (page numbers). */
      shape: { label: '', square: 'px-0', compact: 'px-2' },
    },
    compoundVariants: [
      { shape: 'label', variant: 'link', className: 'px-0' },
      {
        shape: 'label',
        variant: ['default', 'primary', 'danger', 'text', 'ghost'],
        size: 'sm',
        className: 'px-3',
      },
      {
        shape: 'label',
        variant: ['default', 'primary', 'danger', 'text', 'ghost'],
        size: 'md',
        className: 'px-4',
      },
      {
        shape: 'label',
        variant: ['default', 'primary', 'danger', 'text', 'ghost'],
        size: 'lg',
        className: 'min-w-13 px-6',
      },
      // 2rem to the eye, 2.5rem to the pointer: the ::before pad widens the hit area.
      {
        shape: 'square',
        size: 'sm',
        className: 'relative size-8 before:absolute before:-inset-1 before:content-[""]',
      },
      { shape: 'square', size: 'md', className: 'size-10' },
      { shape: 'square', size: 'lg', className: 'size-13' },
      { shape: 'compact', size: 'sm', className: 'min-w-8' },
      { shape: 'compact', size: 'md', className: 'min-w-10' },
      { shape: 'compact', size: 'lg', className: 'min-w-13' },
    ],
    defaultVariants: { variant: 'default', size: 'md', shape: 'label' },
  },
);

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;
type ButtonShape = NonNullable<VariantProps<typeof buttonVariants>['shape']>;

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
   * `label` pads around its text; `compact` is a narrow box at least as wide as it is tall (page
   * numbers). For an icon alone use `IconButton`, which also requires a spoken name.
   * @default 'label'
   */
  shape?: Exclude<ButtonShape, 'square'>;
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
  shape = 'label',
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
      data-shape={shape}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size, shape }), className)}
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
