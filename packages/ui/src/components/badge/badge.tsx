import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-1 rounded-full border font-medium whitespace-nowrap tabular-nums',
    'forced-colors:border-[CanvasText] hc:border-foreground',
    '[&_svg]:pointer-events-none [&_svg]:size-[1em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** Tone of the badge; the text or count inside always carries the meaning too. */
      variant: {
        default: 'border-border bg-muted text-foreground',
        primary: 'border-primary bg-primary text-primary-foreground',
        success: 'border-success bg-success text-success-foreground',
        warning: 'border-warning bg-warning text-warning-foreground',
        danger: 'border-danger bg-danger text-danger-foreground',
        info: 'border-info bg-info text-info-foreground',
      },
      shape: {
        label: 'min-h-6 px-2 text-sm',
        count: 'min-h-6 min-w-6 px-1.5 text-sm',
        dot: 'size-2.5 p-0',
      },
    },
    defaultVariants: { variant: 'default', shape: 'label' },
  },
);

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** "99+" once `count` passes `max`; negative or fractional counts are floored at 0. */
function formatCount(count: number, max = 99): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}

interface BadgeBaseProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * Tone of the badge.
   * @default 'default'
   */
  variant?: BadgeVariant;
}

export interface BadgeLabelProps extends BadgeBaseProps {
  /** @default false */
  dot?: false;
  /** A number shown instead of `children` (e.g. unread messages), capped at `max`. */
  count?: number;
  /**
   * Largest count shown as is; above it the badge reads `${max}+`.
   * @default 99
   */
  max?: number;
  /**
   * Words read before the count by screen readers (e.g. 未读消息), for a count with no visible label.
   */
  label?: string;
  /** The visible text (ignored when `count` is given). */
  children?: ReactNode;
}

export interface BadgeDotProps extends BadgeBaseProps {
  /**
   * A small dot instead of text. Its meaning is carried by `label`, hidden from the eye.
   * @default false
   */
  dot: true;
  /** Required with `dot`: what the dot means (e.g. 有新消息). */
  label: string;
  count?: never;
  max?: never;
  children?: never;
}

export type BadgeProps = BadgeLabelProps | BadgeDotProps;

/** A short status word, an unread count, or a dot with a hidden label. Colour never stands alone. */
function Badge(props: BadgeProps) {
  const { className, variant = 'default', dot, count, max = 99, label, children, ...rest } = props;

  if (dot) {
    return (
      <span
        data-slot="badge"
        data-variant={variant}
        data-dot=""
        className={cn(badgeVariants({ variant, shape: 'dot' }), className)}
        {...rest}
      >
        <span className="sr-only">{label}</span>
      </span>
    );
  }

  const isCount = count !== undefined;
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      data-count={isCount ? count : undefined}
      className={cn(badgeVariants({ variant, shape: isCount ? 'count' : 'label' }), className)}
      {...rest}
    >
      {label !== undefined && <span className="sr-only">{label} </span>}
      {isCount ? formatCount(count, max) : children}
    </span>
  );
}

export { Badge, badgeVariants, formatCount };
