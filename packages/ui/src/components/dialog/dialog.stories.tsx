import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { MovableDialogContent } from './movable-dialog-content';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Dialog\` › \`DialogTrigger\` › \`DialogContent\` (scrim, panel, close button) › \`DialogHeader\` (\`DialogTitle\`, \`DialogDescription\`) › body › \`DialogFooter\`; \`MovableDialogContent\` can be moved aside.

## Variants

Centred (\`DialogContent\`) or movable (\`MovableDialogContent\`); the panel scrolls when taller than the window.

## Do

- Use for a short task that blocks the page (edit one record).
- Put the primary action last in the footer.

## Don't

- Open a dialog from a dialog.
- Put a long form in it at 375 px: use a page.

## Accessibility

- Focus is trapped inside and returns to the trigger; Escape closes.
- Titled by \`DialogTitle\`; the close button has a spoken name.
- The move button moves it by keyboard (arrows, Home).
`;

const meta = {
  title: 'UI/Dialog',
  parameters: { docs: { description: { component: designNotes } } },
  component: Dialog,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>编辑患者</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>编辑患者信息</DialogTitle>
          <DialogDescription>修改后点击保存，记录将立即更新。</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1">
          姓名
          <input
            defaultValue="张三"
            className="min-h-10 rounded-md border border-border bg-background px-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button>取消</Button>
          </DialogClose>
          <Button variant="primary">保存</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with Enter, Tab cycles inside, Escape closes, focus goes back to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '编辑患者' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: '编辑患者信息' });
    await expect(dialog).toHaveAccessibleDescription('修改后点击保存，记录将立即更新。');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const input = screen.getByRole('textbox', { name: '姓名' });
    await waitFor(() => expect(input).toHaveFocus());

    // Input → 取消 → 保存 → 关闭 → back to the input: focus never leaves the dialog.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** The mouse path: the corner button and a footer button both close it. Ends open for axe. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '编辑患者' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);

    await userEvent.click(trigger);
    const close = await screen.findByRole('button', { name: '关闭' });
    // The icon button is a full 2.5rem target (once the zoom-in has settled).
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await waitFor(() =>
      expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.5 * rem - 0.5),
    );
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
  },
};

/** A long body scrolls inside the panel, which never outgrows the viewport. */
export const LongContent: Story = {
  render: (args) => (
    <Dialog {...args} defaultOpen>
      <DialogTrigger asChild>
        <Button>查看知情同意书</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>知情同意书</DialogTitle>
        </DialogHeader>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>第 {index + 1} 条：参与认知训练前，请仔细阅读本条款并确认。</p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="primary">我已阅读</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '知情同意书' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const done = screen.getByRole('button', { name: '我已阅读' });
    done.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '查看知情同意书' }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

/**
 * MovableDialogContent: moved by keyboard with the move button (arrows, Shift for more, Home back to
 * the middle) and by dragging its header.
 */
export const Movable: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>查看量表说明</Button>
      </DialogTrigger>
      <MovableDialogContent>
        <DialogHeader>
          <DialogTitle>MoCA 量表说明</DialogTitle>
          <DialogDescription>拖动标题栏，或用移动按钮和方向键，把对话框移开。</DialogDescription>
        </DialogHeader>
        <p>总分 30 分，受教育年限 ≤ 12 年加 1 分。</p>
      </MovableDialogContent>
    </Dialog>
  ),
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: '查看量表说明' }));
    const dialog = await screen.findByRole('dialog', { name: 'MoCA 量表说明' });
    const move = screen.getByRole('button', { name: '移动对话框' });
    move.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(dialog.style.marginLeft).toBe('32px');
    await expect(dialog.style.marginTop).toBe('16px');
    await expect(dialog).toHaveAttribute('data-moved');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(dialog.style.marginLeft).toBe('-32px');
    await userEvent.keyboard('{Home}');
    await expect(dialog.style.marginLeft).toBe('0px');
    await expect(dialog).not.toHaveAttribute('data-moved');

    const title = screen.getByRole('heading', { name: 'MoCA 量表说明' });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, coords: { clientX: 200, clientY: 100 } },
      { target: title, coords: { clientX: 260, clientY: 140 } },
      { keys: '[/MouseLeft]', target: title, coords: { clientX: 260, clientY: 140 } },
    ]);
    await waitFor(() => expect(dialog.style.marginLeft).toBe('60px'));
    await expect(dialog.style.marginTop).toBe('40px');
  },
};
