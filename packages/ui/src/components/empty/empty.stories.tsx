import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Empty } from './empty';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

An icon, a title, a hint and an optional action.

## Variants

Default 暂无数据 or a specific title.

## Do

- Say why it is empty and what to do: 还没有患者 · 新增患者.

## Don't

- Use for an error: say what failed and offer retry.

## Accessibility

- The icon is decorative; the title is text.
`;

const meta = {
  title: 'UI/Empty',
  parameters: { docs: { description: { component: designNotes } } },
  component: Empty,
  tags: ['autodocs'],
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no props: the catalog's title and the default icon. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    const icon = canvasElement.querySelector('[data-slot="empty-icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: {
    icon: SearchX,
    title: '没有找到患者',
    description: '请检查姓名或病历号是否输入正确。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到患者')).toBeVisible();
    await expect(canvas.getByText('请检查姓名或病历号是否输入正确。')).toBeVisible();
  },
};

export const NoIcon: Story = {
  args: { icon: null, title: '今天没有训练安排' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('今天没有训练安排')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-icon"]')).toBeNull();
  },
};

const onCreate = fn();

/** The action is the next step; it works by mouse and by keyboard. */
export const WithAction: Story = {
  args: {
    title: '还没有患者',
    description: '新建第一位患者后即可安排训练。',
    action: (
      <Button variant="primary" onClick={onCreate}>
        新建患者
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onCreate.mockClear();
    const button = canvas.getByRole('button', { name: '新建患者' });
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(2);
  },
};

function FilteredList() {
  const [query, setQuery] = useState('');
  const patients = ['张三', '李四', '王五'].filter((name) => name.includes(query));
  return (
    <div className="w-80 space-y-3">
      <label className="flex flex-col gap-1">
        搜索患者
        <input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="min-h-10 rounded-md border border-border bg-background px-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </label>
      {patients.length > 0 ? (
        <ul>
          {patients.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <Empty icon={SearchX} title="没有找到患者" />
      )}
    </div>
  );
}

/** A search that matches nothing shows the empty state; clearing it brings the list back. */
export const InASearch: Story = {
  render: () => <FilteredList />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: '搜索患者' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('赵');
    await expect(await canvas.findByText('没有找到患者')).toBeVisible();
    await userEvent.clear(input);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};
