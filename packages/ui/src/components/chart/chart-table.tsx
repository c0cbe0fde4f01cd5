import { useLocale, useMessages } from '../../i18n';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../table';
import { VisuallyHidden } from '../visually-hidden';
import { axisIndexOf, formatValue, type ChartData } from './chart-option';
import { chartMessages } from './messages';

export interface ChartTableProps {
  id: string;
  label: string;
  data: ChartData;
  /** Shown to everyone; otherwise only screen readers find it (and no hidden part takes focus). */
  visible: boolean;
}

/** The chart's data as a table: one row per category, one column per series. */
export function ChartTable({ id, label, data, visible }: ChartTableProps) {
  const t = useMessages(chartMessages);
  const locale = useLocale();
  const axes = data.axes ?? [{ name: '' }];
  const rows = (
    <>
      <TableCaption>{label}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{data.categoryAxisName ?? t.category}</TableHead>
          {data.series.map((series, column) => (
            <TableHead key={column} scope="col">
              {series.name}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.categories.map((category, row) => (
          <TableRow key={row}>
            <TableHead scope="row">{category}</TableHead>
            {data.series.map((series, column) => (
              <TableCell key={column} className="tabular-nums">
                {formatValue(
                  series.data[row],
                  axes[axisIndexOf(series, axes.length)]?.unit,
                  locale,
                ) ?? t.noValue}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </>
  );

  // Table makes an overflowing container a focusable region: right when it is seen, wrong when
  // it is hidden, so the hidden copy is a plain <table>.
  if (!visible) {
    return (
      <VisuallyHidden asChild>
        <div id={id} data-slot="chart-table" data-state="hidden">
          <table>{rows}</table>
        </div>
      </VisuallyHidden>
    );
  }
  return (
    <div id={id} data-slot="chart-table" data-state="visible">
      <Table density="compact" scrollLabel={label}>
        {rows}
      </Table>
    </div>
  );
}
