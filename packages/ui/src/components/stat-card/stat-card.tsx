import { TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { numberUnit } from '../../format/number-unit';
import { useLocale, useMessages } from '../../i18n';
import { statCardMessages } from './messages';
import { useCountUp } from './use-count-up';

export interface StatCardTrend {
  /** Change against the comparison period, as a number (12 for +12 with `%` as unit). */
  value: number;
  /** Unit of the change (`%`, `人`). */
  unit?: string;
  /** What it is compared with (较上周, vs last week). */
  period?: ReactNode;
}

export interface StatCardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** What is counted (患者总数); names the card. */
  label: string;
  value: number;
  /** After the number (人, 次, %). */
  unit?: string;
  /** Number formatting (e.g. `{ maximumFractionDigits: 1 }`); grouping follows the language. */
  format?: Intl.NumberFormatOptions;
  /**
   * From 1000 on, show the number in the spec's units (`12.3k`, `4.5M`: `numberUnit`) so a large
   * count stays readable on a narrow card; screen readers still hear the whole number.
   */
  compact?: boolean;
  /** A lucide-react icon (decorative). */
  icon?: LucideIcon;
  /** Change against a previous period: an arrow and a word, never colour alone. */
  trend?: StatCardTrend;
  /**
   * Length of the count-up in ms; 0 shows the value at once, as does `prefers-reduced-motion`.
   * @default 800
   */
  duration?: number;
}

/**
 * One figure of a dashboard: a label, a number that counts up to its value (not under reduced
 * motion), an optional unit, icon and trend. Screen readers get the final value only.
 */
function StatCard({
  label,
  value,
  unit,
  format,
  compact = false,
  icon: Icon,
  trend,
  duration = 800,
  className,
  ...props
}: StatCardProps) {
  const locale = useLocale();
  const t = useMessages(statCardMessages);
  const formatter = useMemo(() => new Intl.NumberFormat(locale, format), [locale, format]);
  const shown = useCountUp(value, duration);
  const decimals = format?.maximumFractionDigits ?? 0;
  const rounded = Number(shown.toFixed(Math.min(20, Math.max(0, decimals))));
  const final = formatter.format(value);
  const shownText =
    compact && Math.abs(rounded) >= 1000 ? numberUnit(rounded) : formatter.format(rounded);
  const trendText = trend && `${formatter.format(Math.abs(trend.value))}${trend.unit ?? ''}`.trim();

  return (
    <section
      data-slot="stat-card"
      aria-label={label}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-background p-5 text-foreground hc:border-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 data-slot="stat-card-label" className="text-base font-medium text-muted-foreground">
          {label}
        </h3>
        {Icon && <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-text" />}
      </div>
      <p data-slot="stat-card-value" className="text-3xl font-semibold tabular-nums">
        <span aria-hidden="true" title={compact && Math.abs(value) >= 1000 ? final : undefined}>
          {shownText}
        </span>
        <span className="sr-only">{final}</span>
        {unit && <span className="ml-1 text-base font-normal text-muted-foreground">{unit}</span>}
      </p>
      {trend && trend.value !== 0 && (
        <p
          data-slot="stat-card-trend"
          data-direction={trend.value > 0 ? 'up' : 'down'}
          className={cn(
            'flex flex-wrap items-center gap-1 text-sm',
            trend.value > 0 ? 'text-success' : 'text-danger',
          )}
        >
          {trend.value > 0 ? (
            <TrendingUp aria-hidden="true" className="size-[1.25em]" />
          ) : (
            <TrendingDown aria-hidden="true" className="size-[1.25em]" />
          )}
          <span>{trend.value > 0 ? t.up(trendText!) : t.down(trendText!)}</span>
          {trend.period != null && <span className="text-muted-foreground">{trend.period}</span>}
        </p>
      )}
    </section>
  );
}

export { StatCard };
