import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Watermark } from './watermark';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A faint tiled SVG of the user's name and the time over the page.

## Variants

Cover the page or one region.

## Do

- Put it over pages that show patient data.

## Don't

- Let it get in the way of reading: it stays faint in every theme.

## Accessibility

- Hidden from assistive technology; every click and key goes through.
`;

const meta = {
  title: 'UI/Watermark',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } } },
  component: Watermark,
  args: { user: '张医生 (doctor)', time: new Date(2026, 10, 23, 9, 5), cover: 'container' },
} satisfies Meta<typeof Watermark>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSave = fn();

/** Over a patient's record: name and time tiled across it; clicks and keys go through. */
export const OverContent: Story = {
  render: (args) => (
    <div className="relative flex min-h-80 flex-col items-start gap-3 p-6">
      <h2 className="text-lg font-semibold">李患者 · 评估记录</h2>
      <p>MoCA 24 分，较上次提高 2 分。</p>
      <Button onClick={onSave}>保存</Button>
      <Watermark {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const mark = canvasElement.querySelector<HTMLElement>('[data-slot="watermark"]')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveTextContent('张医生 (doctor)');
    await expect(mark).toHaveTextContent('2026-11-23 09:05');
    // An inline SVG, not a background image: it is printed with the page.
    await expect(mark.querySelector('svg rect')).not.toBeNull();

    const save = canvas.getByRole('button', { name: '保存' });
    const box = save.getBoundingClientRect();
    // The watermark lies over the button, yet the point hits the button.
    await expect(mark.getBoundingClientRect().bottom).toBeGreaterThan(box.bottom);
    await expect(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    ).toBe(save);
    await userEvent.click(save);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(2);
  },
};

/** Without `time`, the current time, updated every minute. */
export const CurrentTime: Story = {
  args: { time: undefined },
  render: (args) => (
    <div className="relative min-h-40 p-6">
      <p>患者列表</p>
      <Watermark {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-slot="watermark"]')!;
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    await waitFor(() =>
      expect(mark).toHaveTextContent(
        `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`,
      ),
    );
  },
};
