import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { VisuallyHidden } from '../visually-hidden';
import { spinnerMessages } from './messages';

const spinnerVariants = cva('inline-flex shrink-0 items-center gap-2 align-middle', {
  variants: {
    /** Glyph size in rem, so it follows the font scale. */
    size: {
      sm: 'text-sm [&_[data-slot=spinner-glyph]]:size-4',
      md: 'text-base [&_[data-slot=spinner-glyph]]:size-6',
      lg: 'text-lg [&_[data-slot=spinner-glyph]]:size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

type SpinnerSize = NonNullable<VariantProps<typeof spinnerVariants>['size']>;

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * Glyph size.
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * What is announced (and shown with `showLabel`).
   * @default '加载中' / 'Loading' from the catalog
   */
  label?: string;
  /**
   * Shows the label beside the glyph instead of only announcing it.
   * @default false
   */
  showLabel?: boolean;
}

/** Eight spokes fading round the circle: it reads as "busy" even when it does not turn. */
const spokes = Array.from({ length: 8 }, (_, index) => index);

function SpinnerGlyph() {
  return (
    <svg
      data-slot="spinner-glyph"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      className="motion-safe:animate-spin motion-safe:[animation-duration:1.2s]"
    >
      {spokes.map((index) => (
        <line
          key={index}
          x1="12"
          y1="3"
          x2="12"
          y2="7"
          transform={`rotate(${index * 45} 12 12)`}
          strokeOpacity={0.25 + (index * 0.75) / 7}
        />
      ))}
    </svg>
  );
}

/**
 * A busy indicator with `role="status"`: screen readers announce its label, the eye sees the
 * glyph. It turns only when motion is welcome; under reduced motion the spokes stay still.
 */
function Spinner({ className, size = 'md', label, showLabel = false, ...props }: SpinnerProps) {
  const messages = useMessages(spinnerMessages);
  const text = label ?? messages.loading;
  // role="status" takes no name from its content: point at the label so it is named too.
  const labelId = useId();
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size}
      aria-labelledby={labelId}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <SpinnerGlyph />
      {showLabel ? (
        <span id={labelId} data-slot="spinner-label">
          {text}
        </span>
      ) : (
        <VisuallyHidden id={labelId} data-slot="spinner-label">
          {text}
        </VisuallyHidden>
      )}
    </span>
  );
}

export { Spinner, spinnerVariants };
