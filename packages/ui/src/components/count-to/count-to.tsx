import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatCountValue, type CountFormat } from './format-count';

export interface CountToProps extends CountFormat, Omit<ComponentProps<'span'>, 'children'> {
  /** The number shown now (from `useCountTo`, or any number). */
  value: number;
  /** The number it counts to: what screen readers hear, once, instead of every step. */
  end: number;
}

/**
 * A counting number, written with `formatCountValue` (decimals, thousands separator, prefix, suffix).
 * Drive it with `useCountTo`; screen readers get the end figure only, never the steps.
 * @selector [data-slot="count-to"]
 */
function CountTo({
  value,
  end,
  decimals,
  separator,
  decimal,
  prefix,
  suffix,
  className,
  ...props
}: CountToProps) {
  const format = { decimals, separator, decimal, prefix, suffix };
  return (
    <span data-slot="count-to" className={cn('tabular-nums', className)} {...props}>
      <span aria-hidden="true">{formatCountValue(value, format)}</span>
      <span className="sr-only">{formatCountValue(end, format)}</span>
    </span>
  );
}

export { CountTo };
