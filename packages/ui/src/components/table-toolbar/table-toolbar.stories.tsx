import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Input } from '../input';
import { Label } from '../label';
import type { TableDensity } from '../table';
import { DensityToggle } from './density-toggle';
import { TableToolbar } from './table-toolbar';

const ids = ['p1', 'p2', 'p3'];

function Stateful({
  onDelete,
  onCreate,
}: {
  onDelete: (ids: string[]) => void;
  onCreate: () => void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [density, setDensity] = useState<TableDensity>('comfortable');
  return (
    <div className="flex flex-col gap-3">
      <TableToolbar
        filters={
          <div className="flex flex-col gap-1">
            <Label htmlFor="toolbar-name">姓名</Label>
            <Input id="toolbar-name" />
          </div>
        }
        actions={
          <>
            <Button variant="primary" onClick={onCreate}>
              新建患者
            </Button>
            <DensityToggle value={density} onValueChange={setDensity} />
          </>
        }
        selectedCount={selected.length}
        bulkActions={
          <Button variant="danger" onClick={() => onDelete(selected)}>
            删除所选
          </Button>
        }
        onClearSelection={() => setSelected([])}
      />
      <div className="flex gap-4">
        {ids.map((id) => (
          <Checkbox
            key={id}
            label={id}
            checked={selected.includes(id)}
            onCheckedChange={(on) =>
              setSelected((all) => (on ? [...all, id] : all.filter((x) => x !== id)))
            }
          />
        ))}
      </div>
      <p data-testid="density">{density}</p>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Filters on the left, actions on the right; while rows are selected, the bulk actions and the count; the density toggle.

## Variants

With and without selection.

## Do

- Keep filters few and labelled; put the primary action (新增) at the end.

## Don't

- Hide filters behind a menu at desktop width.

## Accessibility

- Everything wraps at 375 px; the selection count is announced.
`;

const meta = {
  title: 'UI/TableToolbar',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } } },
  component: Stateful,
  args: { onDelete: fn(), onCreate: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bulk actions appear with the first selected row, act on the selection, and clear it. */
export const BulkActions: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="table-toolbar-selection"]')!;
    await expect(bar).not.toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'p1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'p3' }));
    await expect(canvas.getByRole('group', { name: '批量操作' })).toBe(bar);
    await expect(within(bar).getByText('已选择 2 项')).toBeVisible();
    // Announced through the toolbar's live region too.
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择 2 项');
    await userEvent.click(within(bar).getByRole('button', { name: '删除所选' }));
    await expect(args.onDelete).toHaveBeenCalledWith(['p1', 'p3']);
    within(bar).getByRole('button', { name: '取消选择' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(bar).not.toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'p1' })).not.toBeChecked();
  },
};

/** Tab order: filter, then the actions; the density switch is one tab stop moved by arrows. */
export const KeyboardAndDensity: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('姓名')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '新建患者' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '宽松' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '紧凑' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('density')).toHaveTextContent('compact');
    // Pressing the chosen one again keeps it chosen (a density is always set).
    await userEvent.click(canvas.getByRole('radio', { name: '紧凑' }));
    await expect(canvas.getByTestId('density')).toHaveTextContent('compact');
    await expect(canvas.getByRole('radio', { name: '紧凑' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** At 375 px filters and actions wrap instead of overflowing. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-[375px]">
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('region', { name: '表格工具栏' });
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
  },
};
