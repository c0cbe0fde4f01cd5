import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Plus, Search, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton, type IconButtonProps } from './icon-button';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A square button holding one icon, named by the required \`label\`.

## Variants

Variants and sizes as \`Button\`; disabled.

## Do

- Use in toolbars for well-known actions (刷新, 关闭), with a \`Tooltip\`.

## Don't

- Use for an action whose icon is not obvious: use \`Button\` with a label.

## Accessibility

- The \`label\` is the accessible name; the small size keeps a 24 px hit area.
`;

const meta = {
  title: 'UI/IconButton',
  parameters: { docs: { description: { component: designNotes } } },
  component: IconButton,
  tags: ['autodocs'],
  args: { label: '搜索', children: <Search />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, 'canvas' | 'userEvent'> & { args: Partial<IconButtonProps> };

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Click it, then Tab to it and press Enter and Space; returns the button. */
async function clickAndPress({ canvas, userEvent, args }: Context, name: string) {
  const button = canvas.getByRole('button', { name });
  await userEvent.click(button);
  await expect(args.onClick).toHaveBeenCalledTimes(1);

  button.blur();
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(args.onClick).toHaveBeenCalledTimes(3);
  return button;
}

export const Default: Story = {
  play: async (context) => {
    const button = await clickAndPress(context, '搜索');
    await expect(button).toHaveAttribute('aria-label', '搜索');
    await expect(button.querySelector('[data-slot="icon-button-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(2.5 * rem() - 0.5);
    await expect(box.width).toBeCloseTo(box.height, 0);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', label: '新建患者', children: <Plus /> },
  play: async (context) => {
    const button = await clickAndPress(context, '新建患者');
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

export const Danger: Story = {
  args: { variant: 'danger', label: '删除记录', children: <Trash2 /> },
  play: async (context) => {
    const button = await clickAndPress(context, '删除记录');
    await expect(button).toHaveAttribute('data-variant', 'danger');
  },
};

/** 2rem to the eye; the ::before pad keeps the hit area at 2.5rem. */
export const Small: Story = {
  args: { size: 'sm', variant: 'text' },
  play: async (context) => {
    const button = await clickAndPress(context, '搜索');
    const pad = getComputedStyle(button, '::before');
    await expect(
      button.getBoundingClientRect().height + 2 * -parseFloat(pad.top),
    ).toBeGreaterThanOrEqual(2.5 * rem() - 0.5);
  },
};

/** The patient size: at least 2.75rem and 44 px. */
export const Large: Story = {
  args: { size: 'lg', variant: 'primary', label: '下一题', children: <Plus /> },
  play: async (context) => {
    const button = await clickAndPress(context, '下一题');
    const height = button.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(2.75 * rem() - 0.5);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '搜索' });
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter} ');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled');
  },
};
