import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Tabs\` › \`TabsList\` of \`TabsTrigger\`s › \`TabsContent\` panels.

## Variants

Horizontal or vertical; disabled tabs.

## Do

- Use to switch between views of the same subject (a patient's plan, reports, messages).

## Don't

- Use tabs for steps in order: use a stepper or pages.

## Accessibility

- Arrows move between tabs, Home and End jump; the active tab is bold and underlined, not only coloured.
`;

const meta = {
  title: 'UI/Tabs',
  parameters: { docs: { description: { component: designNotes } } },
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'profile', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="患者信息">
        <TabsTrigger value="profile">基本信息</TabsTrigger>
        <TabsTrigger value="training">训练记录</TabsTrigger>
        <TabsTrigger value="reports">评估报告</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">姓名、年龄与联系方式。</TabsContent>
      <TabsContent value="training">最近 30 天的训练记录。</TabsContent>
      <TabsContent value="reports">认知评估报告列表。</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a tab, then move with the arrow keys and Home/End; the panel follows. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const profile = canvas.getByRole('tab', { name: '基本信息' });
    const training = canvas.getByRole('tab', { name: '训练记录' });
    const reports = canvas.getByRole('tab', { name: '评估报告' });
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('姓名');

    await userEvent.click(training);
    await expect(training).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('training');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('训练记录');

    // Active = underline + weight, not colour alone.
    const style = getComputedStyle(training);
    await expect(parseFloat(style.borderBottomWidth)).toBeGreaterThanOrEqual(3);
    await expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(600);
    await expect(Number(getComputedStyle(profile).fontWeight)).toBeLessThan(600);

    await userEvent.keyboard('{ArrowRight}');
    await expect(reports).toHaveFocus();
    await expect(reports).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(reports).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(training).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('训练记录');

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A disabled tab is skipped by the arrow keys and ignores clicks. */
export const WithDisabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="患者信息">
        <TabsTrigger value="profile">基本信息</TabsTrigger>
        <TabsTrigger value="training" disabled>
          训练记录（未开通）
        </TabsTrigger>
        <TabsTrigger value="reports">评估报告</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">姓名、年龄与联系方式。</TabsContent>
      <TabsContent value="training">最近 30 天的训练记录。</TabsContent>
      <TabsContent value="reports">认知评估报告列表。</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const disabled = canvas.getByRole('tab', { name: '训练记录（未开通）' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '基本信息' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '评估报告' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('reports');

    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('week');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="统计周期">
        <TabsTrigger value="week">本周</TabsTrigger>
        <TabsTrigger value="month">本月</TabsTrigger>
      </TabsList>
      <TabsContent value="week">本周完成 5 次训练。</TabsContent>
      <TabsContent value="month">本月完成 18 次训练。</TabsContent>
      <p>当前：{value === 'week' ? '本周' : '本月'}</p>
    </Tabs>
  );
}

/** Controlled by the caller's state; Enter and Space also activate a focused tab. */
export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '本周' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('当前：本月')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '本周' }));
    await expect(canvas.getByText('当前：本周')).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('5 次');
  },
};
