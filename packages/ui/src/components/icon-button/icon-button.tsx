import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button';

type IconButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
type IconButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /**
   * The accessible name, required because the icon alone says nothing to a screen reader.
   * Rendered as `aria-label` and, unless `title` is given, as the tooltip.
   */
  label: string;
  /** The icon (decorative: hidden from assistive technology). */
  children: ReactNode;
  /**
   * Visual weight, as `Button`.
   * @default 'default'
   */
  variant?: IconButtonVariant;
  /**
   * Square size: `sm` 2rem (2.5rem hit area), `md` 2.5rem, `lg` 3.25rem (the patient size, ≥ 44 px).
   * @default 'md'
   */
  size?: IconButtonSize;
  /**
   * Blocks activation and greys the button out.
   * @selector [data-disabled]
   * @default false
   */
  disabled?: boolean;
}

/** A square button for an icon alone; its name comes from the required `label`. */
function IconButton({
  label,
  children,
  variant = 'default',
  size = 'md',
  disabled = false,
  type = 'button',
  title,
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      data-disabled={disabled ? '' : undefined}
      type={type}
      disabled={disabled}
      aria-label={label}
      title={title ?? label}
      className={cn(buttonVariants({ variant, size, shape: 'square' }), className)}
      {...props}
    >
      <span data-slot="icon-button-icon" aria-hidden="true" className="inline-flex">
        {children}
      </span>
    </button>
  );
}

export { IconButton };
