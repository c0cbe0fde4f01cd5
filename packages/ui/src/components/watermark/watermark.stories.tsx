import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Watermark } from './watermark';

const meta = {
  title: 'UI/Watermark',
  component: Watermark,
  tags: ['autodocs'],
  args: { name: '张医生', time: '2026-11-23 15:40' },
  decorators: [
    (Story) => (
      <div className="relative h-80 overflow-hidden rounded-md border border-border p-4">
        <h2 className="text-lg font-semibold">李患者</h2>
        <p>MoCA 24 / 30 · 2026-11-20</p>
        <button type="button" className="mt-2 rounded border border-border px-3 py-1">
          查看训练记录
        </button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Watermark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a patient record: faint tiles of the name and time; the page below still works. */
export const OverPatientData: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const mark = canvasElement.querySelector<HTMLElement>('[data-slot="watermark"]');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(mark!).pointerEvents).toBe('none');
    const tile = mark!.querySelector('[data-slot="watermark-tile"]')!;
    await expect(getComputedStyle(tile, '::before').content).toBe('"张医生"');
    await expect(getComputedStyle(tile, '::after').content).toBe('"2026-11-23 15:40"');
    // Faint, and out of the accessibility tree: the record reads as if it were not there.
    await expect(Number(getComputedStyle(tile.parentElement!).opacity)).toBeLessThan(0.3);
    await expect(canvas.queryByText('张医生')).toBeNull();
    // Clicks go through to the page under it: the button, not the mark, is under the pointer.
    const button = canvas.getByRole('button', { name: '查看训练记录' });
    const box = button.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(
      button,
    );
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};
