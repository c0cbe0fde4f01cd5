import { ApiError } from '@cep/api-client';
import type { IdentityCheck, SecondFactorStatus } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { askIdentity } from '../identity-request';
import { IdentityPromptHost, type IdentityCalls } from './identity-prompt';

/*
 * 请验证身份 (issue 30) as a component test. The play asks as the API client does after a 40331
 * (`askIdentity`) and checks the answer it waits on: true once confirmed, and the client then sends
 * the refused request again (api-client's tests and e2e/two-factor.spec.ts cover that part).
 * The dialog fades in from opacity 0, so a visibility check waits (waitFor) for it.
 */

/** The password is 'Secret-1', the authenticator's current code 123456. */
function fakeCalls(status: Partial<SecondFactorStatus> = {}) {
  return {
    getSecondFactor: fn(async () => ({
      enrolled: false,
      required: false,
      pending: false,
      recoveryCodesLeft: 0,
      hasPassword: true,
      ...status,
    })),
    confirmIdentity: fn(async (check: IdentityCheck) => {
      if ('password' in check && check.password === 'Secret-1') return null;
      if ('code' in check && check.code === '123456') return null;
      if ('password' in check) throw new ApiError(40101, '用户名或密码错误');
      throw new ApiError(40130, '验证码错误或已使用，请输入身份验证器上的最新验证码');
    }),
  } satisfies IdentityCalls;
}

const meta = {
  title: 'Console/SecondFactor/IdentityPrompt',
  component: IdentityPromptHost,
  args: { calls: fakeCalls() },
} satisfies Meta<typeof IdentityPromptHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const prompt = () => screen.findByRole('dialog', { name: '请验证身份' });

/** Keyboard only: a wrong password is refused in an alert; the right one settles the request. */
export const ConfirmsWithPassword: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, userEvent }) => {
    const answer = askIdentity();
    const view = await prompt();
    const password = await within(view).findByLabelText(/^密码/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    password.focus();
    await userEvent.keyboard('wrong{Enter}');
    await expect(await within(view).findByRole('alert')).toHaveTextContent(
      '操作失败：用户名或密码错误',
    );
    await userEvent.clear(password);
    await userEvent.keyboard('Secret-1{Enter}');
    await expect(args.calls.confirmIdentity).toHaveBeenLastCalledWith({ password: 'Secret-1' });
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 改用验证码 (by keyboard) swaps the field; the code confirms it. */
export const SwitchesToCode: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, userEvent }) => {
    const answer = askIdentity();
    const view = await prompt();
    await within(view).findByLabelText(/^密码/);
    within(view).getByRole('button', { name: '改用验证码' }).focus();
    await userEvent.keyboard('{Enter}');
    const code = await within(view).findByRole('textbox', { name: /验证码/ });
    await expect(within(view).queryByLabelText(/^密码/)).toBeNull();
    await waitFor(() =>
      expect(within(view).getByRole('button', { name: '改用密码' })).toBeVisible(),
    );
    code.focus();
    await userEvent.keyboard('123456{Enter}');
    await expect(args.calls.confirmIdentity).toHaveBeenLastCalledWith({ code: '123456' });
    await expect(answer).resolves.toBe(true);
  },
};

/** With an authenticator the code comes first; 取消 answers false and sends nothing. */
export const Cancels: Story = {
  args: { calls: fakeCalls({ enrolled: true }) },
  play: async ({ args, userEvent }) => {
    const answer = askIdentity();
    const view = await prompt();
    await within(view).findByRole('textbox', { name: /验证码/ });
    await userEvent.click(within(view).getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
    await expect(args.calls.confirmIdentity).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
