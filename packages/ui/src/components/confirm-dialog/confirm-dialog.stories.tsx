import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';
import { ConfirmProvider, useConfirm } from './confirm-provider';
import { confirm, type ConfirmOptions } from './confirm-queue';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A modal question with a message and two buttons (confirm and cancel); \`useConfirm()\` / \`confirm()\` queue them through \`ConfirmProvider\`.

## Variants

Plain or danger confirm.

## Do

- Ask before what cannot be undone: name the object and the consequence.
- Label the confirm button with the action (删除), not 确定.

## Don't

- Ask for something routine and undoable: just do it and offer undo in a toast.

## Accessibility

- An alert dialog: focus starts on cancel, Escape cancels, an outside click does not close it.
- Focus returns to what opened it.
`;

const meta = {
  title: 'UI/ConfirmDialog',
  parameters: { docs: { description: { component: designNotes } } },
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { message: '确定要退出登录吗？', onConfirm: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks through `useConfirm()` and reports the answer to `onAnswer`. */
function AskButton(props: {
  label: string;
  options: ConfirmOptions;
  onAnswer: (ok: boolean) => void;
}) {
  const ask = useConfirm();
  return (
    <Button
      onClick={() => {
        void ask(props.options).then(props.onAnswer);
      }}
    >
      {props.label}
    </Button>
  );
}

const onAnswer = fn();

/** The default title and buttons; the focus starts on 确定, so Enter answers `true`. */
export const EnterConfirms: Story = {
  render: (args) => (
    <AskButton
      label="退出登录"
      options={{ message: args.message }}
      onAnswer={(ok) => {
        onAnswer(ok);
        if (ok) args.onConfirm?.();
      }}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '退出登录' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: '系统提示' });
    await expect(dialog).toHaveAccessibleDescription('确定要退出登录吗？');
    await expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    const ok = screen.getByRole('button', { name: '确定' });
    await waitFor(() => expect(ok).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(onAnswer).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape answers `false`, like 取消. */
export const EscapeCancels: Story = {
  render: (args) => (
    <AskButton
      label="退出登录"
      options={{ message: args.message }}
      onAnswer={(ok) => {
        if (!ok) args.onCancel?.();
      }}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('alertdialog', { name: '系统提示' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // The mouse path to 取消 gives the same answer.
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
  },
};

/**
 * The component on its own, with a trigger and custom labels. `danger` starts on 取消 so a
 * stray Enter deletes nothing; the word on the red button says what it does.
 */
export const Danger: Story = {
  args: {
    variant: 'danger',
    title: '删除患者',
    message: '删除后训练记录将无法恢复。',
    confirmText: '删除',
    trigger: <Button variant="danger">删除患者</Button>,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除患者' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除患者' });
    await expect(dialog).toHaveAttribute('data-variant', 'danger');
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '删除患者' }));
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    const remove = screen.getByRole('button', { name: '删除' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

const answers = fn();

/**
 * Two questions at once — one from `useConfirm()`, one from the module-level `confirm()` as the
 * API client would ask it — are shown one after the other. Ends with the second one open.
 */
export const Queue: Story = {
  render: () => {
    function AskTwice() {
      const ask = useConfirm();
      return (
        <Button
          onClick={() => {
            void ask({ message: '训练尚未保存，确定离开吗？', confirmText: '离开' }).then((ok) =>
              answers('first', ok),
            );
            void confirm({ message: '用户登录信息过期，请重新登录！', showCancel: false }).then(
              (ok) => answers('second', ok),
            );
          }}
        >
          离开训练
        </Button>
      );
    }
    return <AskTwice />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '离开训练' }));
    await expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    await expect(screen.getByRole('alertdialog')).toHaveTextContent('训练尚未保存');

    await userEvent.click(screen.getByRole('button', { name: '离开' }));
    await waitFor(() => expect(answers).toHaveBeenCalledWith('first', true));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('用户登录信息过期，请重新登录！'),
    );
    await expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await expect(answers).toHaveBeenCalledTimes(1);
  },
};

/** In English the defaults read System prompt / OK / Cancel; the mouse confirms. Ends open. */
export const English: Story = {
  globals: { locale: 'en-US' },
  render: (args) => (
    <AskButton label="Sign out" options={{ message: args.message }} onAnswer={onAnswer} />
  ),
  args: { message: 'Sign out of the console?' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sign out' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'System prompt' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'System prompt' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};
