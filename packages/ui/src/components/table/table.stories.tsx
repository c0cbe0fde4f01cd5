import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
  toAriaSort,
  type TableSortDirection,
} from './table';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Table\` (a scroll container) › \`TableHeader\`, \`TableBody\`, \`TableFooter\` › \`TableRow\` › \`TableHead\` / \`TableCell\`; \`TableSortButton\` in a header.

## Variants

Selected rows; sortable headers.

## Do

- Use for small static tables; for lists use \`DataTable\`.

## Don't

- Use a table for layout.

## Accessibility

- Headers have \`scope\`; a sorted header has \`aria-sort\`; a selected row says so in a cell.
`;

const meta = {
  title: 'UI/Table',
  parameters: { docs: { description: { component: designNotes } } },
  component: Table,
  tags: ['autodocs'],
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Patient {
  name: string;
  age: number;
  score: number;
  status: '已完成' | '进行中';
}

const patients: Patient[] = [
  { name: '王芳', age: 72, score: 24, status: '进行中' },
  { name: '李强', age: 65, score: 27, status: '已完成' },
  { name: '赵敏', age: 80, score: 19, status: '进行中' },
  { name: '陈刚', age: 68, score: 22, status: '已完成' },
];

/** Names in the body's first column, top to bottom. */
function firstColumn(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

/** The styled parts by hand: caption, header, body, footer; comfortable density. */
export const Parts: Story = {
  render: (args) => (
    <Table {...args}>
      <TableCaption>本周训练完成情况</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>姓名</TableHead>
          <TableHead>年龄</TableHead>
          <TableHead>状态</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {patients.map((p) => (
          <TableRow key={p.name}>
            <TableCell>{p.name}</TableCell>
            <TableCell>{p.age}</TableCell>
            <TableCell>
              <Badge variant={p.status === '已完成' ? 'success' : 'info'}>{p.status}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>合计</TableCell>
          <TableCell>4 人</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '本周训练完成情况' });
    await expect(table).toHaveAttribute('data-density', 'comfortable');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    await expect(firstColumn(table)).toEqual(['王芳', '李强', '赵敏', '陈刚', '合计']);
    // Wide enough: the container is no tab stop.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Compact rows are shorter than comfortable ones. */
export const Compact: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['compact', 'comfortable'] as const).map((density) => (
        <Table key={density} density={density}>
          <TableCaption>{density}</TableCaption>
          <TableBody>
            <TableRow>
              <TableCell>王芳</TableCell>
              <TableCell>72</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      within(canvas.getByRole('table', { name })).getByRole('row').getBoundingClientRect().height;
    await expect(height('compact')).toBeLessThan(height('comfortable'));
  },
};

/** On a narrow screen the table scrolls inside a named, focusable region (arrow keys scroll it). */
export const NarrowScroll: Story = {
  render: () => (
    <div className="w-64">
      <Table>
        <TableCaption>训练明细</TableCaption>
        <TableHeader>
          <TableRow>
            {['姓名', '年龄', '记忆', '注意力', '执行功能', '语言', '总分'].map((h) => (
              <TableHead key={h}>{h}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            {['王芳', '72', '5', '4', '3', '6', '24'].map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: '表格（可滚动）' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Focused, the browser scrolls it with the arrow keys (user-event's synthetic keys do not
    // scroll, so the test checks the preconditions: focus and real overflow).
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

function ManualSortTable() {
  const [direction, setDirection] = useState<TableSortDirection>(false);
  const rows = [...patients].sort((a, b) =>
    direction === false ? 0 : direction === 'asc' ? a.score - b.score : b.score - a.score,
  );
  return (
    <Table density="compact">
      <TableCaption>评估得分</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>姓名</TableHead>
          <TableHead aria-sort={toAriaSort(direction)}>
            <TableSortButton
              direction={direction}
              onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
            >
              得分
            </TableSortButton>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.name}>
            <TableCell>{p.name}</TableCell>
            <TableCell>{p.score}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `aria-sort` and a sort button on a hand-written table (DataTable does this for TanStack columns). */
export const ManualSort: Story = {
  render: () => <ManualSortTable />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '评估得分' });
    const header = canvas.getByRole('columnheader', { name: '得分' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: '得分' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table)).toEqual(['赵敏', '陈刚', '王芳', '李强']);
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table)).toEqual(['李强', '王芳', '陈刚', '赵敏']);
  },
};
