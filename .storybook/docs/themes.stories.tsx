import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemesSideBySide } from './themes-side-by-side';

/** The three themes side by side (themes.mdx); the story test runs axe on all three at once. */
const meta = {
  title: 'Foundations/Themes',
  component: ThemesSideBySide,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemesSideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Used with the keyboard in the dark column: the components work the same in every theme. */
export const SideBySide: Story = {
  play: async ({ canvas }) => {
    const columns = ['Light (default)', 'Dark', 'High contrast'].map((name) =>
      canvas.getByRole('region', { name }),
    );
    for (const column of columns) {
      await expect(within(column).getByRole('button', { name: '保存' })).toBeVisible();
    }
    const dark = within(columns[1]!);
    await expect(columns[1]).toHaveAttribute('data-theme', 'dark');
    dark.getByRole('tab', { name: '训练计划' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dark.getByRole('tab', { name: '报告' })).toHaveAttribute('aria-selected', 'true');
    await expect(dark.getByText('暂无报告。')).toBeVisible();
    const reminder = dark.getByRole('switch', { name: '训练提醒' });
    reminder.focus();
    await userEvent.keyboard(' ');
    await expect(reminder).not.toBeChecked();
  },
};
