import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ColumnChooser } from './column-chooser';

const labels: Record<string, string> = {
  id: '编号',
  title: '标题',
  author: '作者',
  importance: '重要性',
  status: '状态',
};
const defined = Object.keys(labels);

/** The panel over a state like the DataTable's own (order of every column, hidden ones). */
function Chooser() {
  const [order, setOrder] = useState(defined);
  const [hidden, setHidden] = useState<string[]>([]);
  return (
    <div className="max-w-xs space-y-2">
      <ColumnChooser
        columns={order.map((id) => ({ id, label: labels[id]!, canHide: id !== 'title' }))}
        hidden={hidden}
        onHiddenChange={(id, hide) =>
          setHidden((now) => (hide ? [...now, id] : now.filter((other) => other !== id)))
        }
        onOrderChange={setOrder}
        onReset={() => {
          setOrder(defined);
          setHidden([]);
        }}
      />
      <output data-testid="table" className="block text-sm">
        {order
          .filter((id) => !hidden.includes(id))
          .map((id) => labels[id])
          .join(' | ')}
      </output>
    </div>
  );
}

const meta = {
  title: 'Console/Table/ColumnChooser',
  component: Chooser,
  tags: ['autodocs'],
} satisfies Meta<typeof Chooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Space unticks 作者 (the count follows); its handle moves it below 状态; ticked
 * again it shows in its new place; 标题 cannot be hidden; 恢复默认列 brings all back.
 */
export const ChooseAndOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByTestId('table');
    await expect(canvas.getByTestId('shown-count')).toHaveTextContent('显示 5 / 5 列');
    await expect(canvas.getByRole('checkbox', { name: '标题' })).toBeDisabled();

    canvas.getByRole('checkbox', { name: '作者' }).focus();
    await userEvent.keyboard(' ');
    await expect(table).toHaveTextContent('编号 | 标题 | 重要性 | 状态');
    await expect(canvas.getByTestId('shown-count')).toHaveTextContent('显示 4 / 5 列');

    canvas.getByRole('button', { name: '移动 作者' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('作者 已放到第 5 项，共 5 项。'));

    canvas.getByRole('checkbox', { name: '作者' }).focus();
    await userEvent.keyboard(' ');
    await expect(table).toHaveTextContent('编号 | 标题 | 重要性 | 状态 | 作者');

    canvas.getByRole('button', { name: '恢复默认列' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(table).toHaveTextContent('编号 | 标题 | 作者 | 重要性 | 状态');
  },
};
