import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster } from './toast';
import { toast } from './toast-api';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Toaster\` once near the root; \`toast.success(…)\`, \`toast.error(…)\` anywhere.

## Variants

Success, error, info, warning; with an action.

## Do

- Confirm that something happened (已保存), offer undo.

## Don't

- Put information a person must act on in a toast: it goes away.

## Accessibility

- Announced by a live region (Sonner); its timer pauses while hovered.
`;

const meta = {
  title: 'UI/Toast',
  parameters: { docs: { description: { component: designNotes } } },
  component: Toaster,
  tags: ['autodocs'],
  render: (args) => (
    // The buttons sit low so the pointer never rests on the toasts (hovering pauses their timers).
    <div className="flex flex-wrap gap-2 pt-80">
      <Toaster {...args} />
      <Button onClick={() => toast.success('患者信息已保存')}>成功</Button>
      <Button onClick={() => toast.info('今日有 3 位患者待评估')}>信息</Button>
      <Button onClick={() => toast.warning('网络较慢，请稍候')}>警告</Button>
      <Button onClick={() => toast.error('保存失败，请重试')}>错误</Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** sonner's queue is global and stories share one page: start each story with none. */
async function clearToasts() {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}

/** Finds the toast (list item) holding `text`. */
async function findToast(text: string) {
  const message = await within(document.body).findByText(text);
  const item = message.closest('[data-sonner-toast]');
  if (!(item instanceof HTMLElement)) throw new Error(`No toast around “${text}”`);
  return item;
}

/**
 * Each type shows its icon and text; the success toast leaves after 3 s, the error toast is still
 * there at 3.5 s (it stays 5 s). Ends with the error toast on screen for the axe check.
 */
export const EveryType: Story = {
  play: async ({ canvas, userEvent }) => {
    await clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    // Keyboard path for the others.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '信息' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    for (const [text, type] of [
      ['患者信息已保存', 'success'],
      ['今日有 3 位患者待评估', 'info'],
      ['网络较慢，请稍候', 'warning'],
      ['保存失败，请重试', 'error'],
    ] as const) {
      const item = await findToast(text);
      await expect(item).toHaveAttribute('data-type', type);
      // An icon beside the words: the type never rests on colour alone.
      await expect(item.querySelector('[data-icon] svg')).not.toBeNull();
      await expect(within(item).getByRole('button', { name: '关闭通知' })).toBeInTheDocument();
    }
    await expect(screen.getByRole('region', { name: /通知/ })).toBeInTheDocument();

    // The one real wait of the story (< 4 s): success is gone, error remains.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await waitFor(() => expect(screen.queryByText('患者信息已保存')).not.toBeInTheDocument());
    await expect(screen.getByText('保存失败，请重试')).toBeInTheDocument();
  },
};

/** The close button removes a toast at once, by mouse and by keyboard. */
export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: '警告' }));
    const warning = await findToast('网络较慢，请稍候');
    await userEvent.click(within(warning).getByRole('button', { name: '关闭通知' }));
    await waitFor(() => expect(screen.queryByText('网络较慢，请稍候')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    const error = await findToast('保存失败，请重试');
    const close = within(error).getByRole('button', { name: '关闭通知' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('保存失败，请重试')).not.toBeInTheDocument());
  },
};
