import { ApiError } from '@cep/api-client';
import type { SecondFactorStatus } from '@cep/contract';
import { toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SecondFactorDialog, type SecondFactorCalls } from './second-factor-dialog';

/*
 * 两步验证 (issue 30) as a component test: `calls` stand in for the API client's, over a status
 * that enrolling and turning off really change. The real server is e2e/two-factor.spec.ts's.
 * The dialog fades in from opacity 0, so a visibility check waits (waitFor) for it.
 */

const wrongCode = () => new ApiError(40130, '验证码错误或已使用，请输入身份验证器上的最新验证码');

/** Calls over one person's status; 123456 is the authenticator's current code. */
function fakeCalls(start: Partial<SecondFactorStatus> = {}) {
  let status: SecondFactorStatus = {
    enrolled: false,
    required: false,
    pending: false,
    recoveryCodesLeft: 0,
    hasPassword: true,
    ...start,
  };
  return {
    getSecondFactor: fn(async () => status),
    startTotpEnrolment: fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    })),
    confirmTotpEnrolment: fn(async ({ code }: { code: string }) => {
      if (code !== '123456') throw wrongCode();
      status = { ...status, enrolled: true, recoveryCodesLeft: 10 };
      return {
        recoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCDE-FGHJ${'KLMNPQRSTU'[i]}`),
      };
    }),
    disableTotp: fn(async ({ code }: { code: string }) => {
      if (code !== '123456') throw wrongCode();
      status = { ...status, enrolled: false, recoveryCodesLeft: 0 };
      return null;
    }),
  } satisfies SecondFactorCalls;
}

const meta = {
  title: 'Console/SecondFactor/Dialog',
  component: SecondFactorDialog,
  args: { open: true, onOpenChange: fn(), calls: fakeCalls() },
  render: (args) => (
    <>
      <SecondFactorDialog {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SecondFactorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /两步验证|Two-step verification/ });

/**
 * Keyboard only: 开启两步验证 shows the QR code and the secret in groups of four; a wrong code is
 * refused in an alert, the right one shows the ten recovery codes, once; 我已保存恢复码 closes.
 */
export const EnrolsByKeyboard: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await waitFor(() => expect(within(view).getByText('尚未开启两步验证。')).toBeVisible());
    within(view).getByRole('button', { name: '开启两步验证' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(view).getByRole('img', { name: '两步验证二维码' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(view).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible(),
    );

    const code = within(view).getByRole('textbox', { name: /验证码/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    code.focus();
    await userEvent.keyboard('000000{Enter}');
    await expect(await within(view).findByRole('alert')).toHaveTextContent(
      '操作失败：验证码错误或已使用',
    );
    await userEvent.clear(code);
    await userEvent.keyboard('123456{Enter}');
    await expect(args.calls.confirmTotpEnrolment).toHaveBeenLastCalledWith({ code: '123456' });

    const codes = await within(view).findByRole('list', { name: '恢复码（只显示这一次）' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(within(codes).getByText('ABCDE-FGHJK')).toBeVisible());
    within(view).getByRole('button', { name: '我已保存恢复码' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(await screen.findByText('已开启两步验证')).toBeInTheDocument();
  },
};

/** On, and not required by the role: a current code turns it off (a wrong one is refused). */
export const TurnsOffWithCode: Story = {
  args: { calls: fakeCalls({ enrolled: true, recoveryCodesLeft: 7 }) },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await waitFor(() => expect(within(view).getByText('已开启两步验证。')).toBeVisible());
    await waitFor(() => expect(within(view).getByText('剩余恢复码：7 个')).toBeVisible());
    const code = within(view).getByRole('textbox', { name: /验证码/ });
    code.focus();
    await userEvent.keyboard('111111{Enter}');
    await expect(await within(view).findByRole('alert')).toHaveTextContent(/验证码错误/);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.keyboard('123456{Enter}');
    await expect(args.calls.disableTotp).toHaveBeenLastCalledWith({ code: '123456' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(await screen.findByText('已关闭两步验证')).toBeInTheDocument();
  },
};

/** Required by the role: the status says so and there is no way to turn it off. */
export const RequiredByRole: Story = {
  args: { calls: fakeCalls({ enrolled: true, required: true, recoveryCodesLeft: 10 }) },
  play: async () => {
    const view = await dialog();
    await waitFor(() => expect(within(view).getByText(/您的角色要求两步验证/)).toBeVisible());
    await expect(within(view).queryByRole('button', { name: '关闭两步验证' })).toBeNull();
    await expect(within(view).queryByRole('textbox')).toBeNull();
  },
};
