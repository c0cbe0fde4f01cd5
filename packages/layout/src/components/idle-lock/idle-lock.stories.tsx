import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { useIdleLock } from '../../hooks/layout-hooks';
import { freshStores, StoryStores, storyStores } from '../../testing/story-stores';
import { IdleLock } from './idle-lock';

/** A stand-in for a page of patient data, taken out of view while locked (as the console does). */
function PatientPage() {
  const { locked } = useIdleLock();
  return (
    <div hidden={locked} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">李患者</h2>
      <p>MoCA 24 / 30</p>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

On a shared computer: after a while without input, a countdown, then a lock screen asking for the password.

## Accessibility

The warning is announced; the lock is a modal dialog with focus in the password field.
`;

const meta = {
  title: 'Layout/IdleLock',
  parameters: { docs: { description: { component: designNotes } } },
  component: IdleLock,
  tags: ['autodocs'],
  args: {
    userName: '张医生',
    // Shortened for the story: 3 s idle, the countdown in the last 2.
    idleMs: 3000,
    warningMs: 2000,
    onUnlock: fn(async (password: string) => {
      if (password !== 'Doctor@123') throw new Error('密码错误');
    }),
    onSwitchUser: fn(),
  },
  beforeEach: () => {
    freshStores();
  },
  render: (args) => (
    <StoryStores>
      <PatientPage />
      <IdleLock {...args} />
    </StoryStores>
  ),
} satisfies Meta<typeof IdleLock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No input for the idle time: a countdown first, then the lock screen; the page under it is out
 * of view. A wrong password is refused where it was typed; the right one unlocks.
 */
export const LocksAndUnlocks: Story = {
  play: async ({ args, canvas }) => {
    const warning = await screen.findByRole('alert');
    await expect(warning).toHaveTextContent(/屏幕将在 \d 秒后锁定/);
    const lock = await screen.findByRole('dialog', { name: '屏幕已锁定' });
    await expect(lock).toHaveTextContent('张医生');
    await expect(canvas.getByText('MoCA 24 / 30')).not.toBeVisible();

    const password = screen.getByLabelText('密码', { selector: 'input' });
    await expect(password).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '解锁' }));
    await expect(lock).toHaveTextContent('请输入密码');
    await expect(args.onUnlock).not.toHaveBeenCalled();

    await userEvent.type(password, 'Wrong@123');
    await userEvent.click(screen.getByRole('button', { name: '解锁' }));
    await expect(await screen.findByText('密码错误')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'Doctor@123');
    await userEvent.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUnlock).toHaveBeenLastCalledWith('Doctor@123');
    await expect(canvas.getByText('MoCA 24 / 30')).toBeVisible();
  },
};

/**
 * Issue 30: a person with an authenticator app types its code too, by keyboard (Tab from the
 * password past its reveal button), and both go to `onUnlock`.
 */
export const AsksForTheCode: Story = {
  args: { askCode: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: '屏幕已锁定' });
    const password = screen.getByLabelText('密码', { selector: 'input' });
    await expect(password).toHaveFocus();
    await userEvent.keyboard('Doctor@123');
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: '两步验证码' })).toHaveFocus();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUnlock).toHaveBeenLastCalledWith('Doctor@123', '123456');
  },
};

/** Any input during the countdown counts as being there: the warning closes, no lock. */
export const InputKeepsItOpen: Story = {
  args: { idleMs: 2500, warningMs: 2000 },
  play: async ({ canvas }) => {
    await screen.findByRole('alert');
    await userEvent.keyboard('{Shift}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await expect(storyStores().idleLock.state.locked).toBe(false);
    await expect(canvas.getByText('MoCA 24 / 30')).toBeVisible();
  },
};

/** "Sign in as someone else" hands over to the app (which ends the session). */
export const SwitchUser: Story = {
  args: { idleMs: 600, warningMs: 300 },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: '屏幕已锁定' });
    await userEvent.click(screen.getByRole('button', { name: '以其他用户登录' }));
    await expect(args.onSwitchUser).toHaveBeenCalledOnce();
  },
};
