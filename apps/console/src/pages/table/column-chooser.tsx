import { Button, Checkbox, SortableList, useMessages } from '@cep/ui';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { tableMessages } from './messages';

export interface ChooserColumn {
  id: string;
  label: string;
  /** A column that names each row cannot be hidden. @default true */
  canHide?: boolean;
}

export interface ColumnChooserProps {
  /** Every column, in the table's order now. */
  columns: readonly ChooserColumn[];
  /** Ids of the hidden columns. */
  hidden: readonly string[];
  onHiddenChange: (id: string, hidden: boolean) => void;
  /** The new order of every column (hidden ones too, so a column shown again keeps its place). */
  onOrderChange: (ids: string[]) => void;
  onReset: () => void;
}

/**
 * 动态表格's column panel: every column in the table's order with a checkbox to show it and a
 * grip to move it (pointer or keyboard, through @cep/ui SortableList). A hidden column keeps its
 * place, so ticking it again puts it back where it was; the last shown column cannot be hidden.
 */
export function ColumnChooser({
  columns,
  hidden,
  onHiddenChange,
  onOrderChange,
  onReset,
}: ColumnChooserProps) {
  const t = useMessages(tableMessages);
  const headingId = useId();
  const hintId = useId();
  const labelOf = new Map(columns.map((column) => [column.id, column.label]));
  const shown = columns.filter((column) => !hidden.includes(column.id)).length;
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={hintId}
      className="flex w-64 shrink-0 flex-col gap-3 rounded-lg border border-border p-4 hc:border-foreground"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t.dynamic.chooser}
        </h2>
        <span className="text-sm text-muted-foreground" data-testid="shown-count">
          {t.dynamic.shownCount(shown, columns.length)}
        </span>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t.dynamic.chooserHint}
      </p>
      <SortableList
        label={t.dynamic.order}
        value={columns.map((column) => column.id)}
        onValueChange={onOrderChange}
        itemLabel={(id) => labelOf.get(id) ?? id}
        renderItem={(id) => {
          const column = columns.find((candidate) => candidate.id === id)!;
          const visible = !hidden.includes(id);
          return (
            <Checkbox
              label={column.label}
              checked={visible}
              disabled={column.canHide === false || (visible && shown <= 1)}
              onCheckedChange={(checked) => onHiddenChange(id, checked !== true)}
            />
          );
        }}
      />
      <Button className="self-start" icon={<RotateCcw />} onClick={onReset}>
        {t.dynamic.reset}
      </Button>
    </section>
  );
}
