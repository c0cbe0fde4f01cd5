import type { SignInSession } from '@cep/contract';
import { ConfirmProvider, toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, waitFor, within } from 'storybook/test';
import { MySessionsDialog, type MySessionsCalls } from './my-sessions-dialog';

/*
 * Stories are component tests: `calls` stand in for the API client's, over an in-memory list.
 * The real server is covered by sign-in-sessions.test.ts (server), sign-in-sessions.server.test.ts
 * (api-client) and e2e/sessions.spec.ts.
 */

const at = (iso: string) => new Date(iso).getTime();
const start: SignInSession[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    browser: 'Chrome 120',
    ip: '10.1.2.3',
    method: 'password',
    signedInAt: at('2026-11-28T08:00:00'),
    lastSeenAt: at('2026-11-28T09:30:00'),
    current: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    browser: 'Firefox 121',
    ip: '10.9.8.7',
    method: 'ldap',
    signedInAt: at('2026-11-27T14:05:00'),
    lastSeenAt: at('2026-11-27T18:00:00'),
    current: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    browser: null,
    ip: null,
    method: null,
    signedInAt: at('2026-11-26T07:45:00'),
    lastSeenAt: at('2026-11-26T07:50:00'),
    current: false,
  },
];

/** Calls over a list that ending really shortens. */
function fakeCalls() {
  let sessions = [...start];
  return {
    listMySessions: fn(async () => sessions),
    endMySession: fn(async (id: string) => {
      sessions = sessions.filter((session) => session.id !== id);
      return null;
    }),
    endMyOtherSessions: fn(async () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return { ended };
    }),
  } satisfies MySessionsCalls;
}

const meta = {
  title: 'Console/MySessions',
  component: MySessionsDialog,
  args: { open: true, onOpenChange: fn(), calls: fakeCalls() },
  render: (args) => (
    <ConfirmProvider>
      <MySessionsDialog {...args} />
      <Toaster />
    </ConfirmProvider>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof MySessionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /我的登录设备|My signed-in devices/ });

/**
 * Keyboard only: this device is marked and has no 结束; Tab reaches the next device's 结束
 * (named after the browser and time), Enter asks, Enter on 确定 ends it and the list shrinks.
 */
export const EndsOneByKeyboard: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    const entries = await within(view).findAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent(/Chrome 120.*当前设备/);
    await expect(within(entries[0]!).queryByRole('button')).toBeNull();
    await expect(entries[1]).toHaveTextContent(/医院目录/);
    await expect(entries[2]).toHaveTextContent('未知浏览器');

    const end = within(entries[1]!).getByRole('button', { name: /^结束 Firefox 121（/ });
    end.focus();
    await userEvent.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent('Firefox 121');
    // A danger question starts on 取消: Tab to 确定.
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: '取消' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.calls.endMySession).toHaveBeenCalledWith(start[1]!.id));
    await waitFor(() => expect(within(view).getAllByRole('listitem')).toHaveLength(2));
    await expect(await screen.findByText('已结束该设备的登录')).toBeInTheDocument();
  },
};

/** 结束其他全部登录 asks, ends the rest and leaves this device alone in the list. */
export const EndsAllOthers: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await within(view).findAllByRole('listitem');
    await userEvent.click(within(view).getByRole('button', { name: '结束其他全部登录' }));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.calls.endMyOtherSessions).toHaveBeenCalledTimes(1));
    await expect(await within(view).findByText('只有本设备在登录。')).toBeVisible();
    await expect(within(view).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(view).queryByRole('button', { name: '结束其他全部登录' })).toBeNull();
    await expect(await screen.findByText('已结束 2 个其他设备的登录')).toBeInTheDocument();
  },
};

/** A list that cannot load says so and offers 重试. */
export const LoadFails: Story = {
  args: {
    calls: {
      ...fakeCalls(),
      listMySessions: fn(async (): Promise<SignInSession[]> => {
        throw new Error('offline');
      }),
    },
  },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    const alert = await within(view).findByRole('alert');
    await expect(alert).toHaveTextContent('登录设备没能加载');
    const asked = mocked(args.calls.listMySessions).mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    // Asked again, and refused again: the alert comes back with its words (while the retry is
    // on its way the region is there but empty, which a busy machine catches).
    await waitFor(() => expect(args.calls.listMySessions).toHaveBeenCalledTimes(asked + 1));
    await waitFor(() => {
      const again = within(view).getByRole('alert');
      expect(again).toHaveTextContent('登录设备没能加载');
      expect(again).toBeVisible();
    });
  },
};
