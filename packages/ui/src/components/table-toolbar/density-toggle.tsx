import { Rows3, Rows4 } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import type { TableDensity } from '../table';
import { tableToolbarMessages } from './messages';

export interface DensityToggleProps {
  value: TableDensity;
  onValueChange: (density: TableDensity) => void;
  className?: string;
}

const itemClass = cn(
  'inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center gap-1.5 px-2 text-base text-foreground',
  'hover:bg-muted motion-safe:transition-colors',
  'focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=on]:bg-primary-subtle data-[state=on]:font-semibold data-[state=on]:text-primary-text',
  'hc:data-[state=on]:underline',
  '[&_svg]:size-[1.25em] [&_svg]:shrink-0',
);

/**
 * Row height of a table: two toggle buttons in a group (Radix: arrow keys move between them,
 * Space/Enter picks one; the pressed one has `aria-checked`). Text beside each icon from `sm` up.
 */
function DensityToggle({ value, onValueChange, className }: DensityToggleProps) {
  const t = useMessages(tableToolbarMessages);
  const options = [
    { value: 'compact' as const, label: t.compact, Icon: Rows4 },
    { value: 'comfortable' as const, label: t.comfortable, Icon: Rows3 },
  ];
  return (
    <ToggleGroup.Root
      data-slot="density-toggle"
      type="single"
      value={value}
      // Radix lets a single group be emptied by pressing the pressed item: keep one chosen.
      onValueChange={(next) => {
        if (next === 'compact' || next === 'comfortable') onValueChange(next);
      }}
      aria-label={t.density}
      className={cn(
        'inline-flex overflow-hidden rounded-md border border-border hc:border-foreground',
        className,
      )}
    >
      {options.map(({ value: option, label, Icon }) => (
        <ToggleGroup.Item key={option} value={option} aria-label={label} className={itemClass}>
          <Icon aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {label}
          </span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

export { DensityToggle };
