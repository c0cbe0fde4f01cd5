import { ApiError } from '@cep/api-client';
import type { SignInPolicy } from '@cep/contract';
import { toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SignInPolicyView, type SignInPolicyCalls } from './sign-in-policy-view';

/*
 * 登录安全策略 (issue 30) as a component test: `calls` stand in for the API client's. The server's
 * rules (40334 and the rest) are apps/server's tests; the page against it is e2e/two-factor.spec.ts.
 */

const start: SignInPolicy = {
  roles: [
    { key: 'admin', name: '管理员', signInMethods: ['password'], secondFactorRequired: false },
    {
      key: 'doctor',
      name: '医生',
      signInMethods: ['password', 'ldap'],
      secondFactorRequired: false,
    },
    { key: 'patient', name: '患者', signInMethods: ['password'], secondFactorRequired: false },
  ],
  configuredMethods: ['password', 'ldap'],
  demoData: true,
};

/** Calls that save what they are given (the admins keep a way in), like the server. */
function fakeCalls() {
  let policy = start;
  return {
    getSignInPolicy: fn(async () => policy),
    saveSignInPolicy: fn(async (body: Parameters<SignInPolicyCalls['saveSignInPolicy']>[0]) => {
      const admin = body.roles.find((role) => role.key === 'admin');
      if (admin && !admin.signInMethods.some((m) => policy.configuredMethods.includes(m))) {
        throw new ApiError(40334, '管理员至少要保留一种本服务器已配置的登录方式');
      }
      policy = {
        ...policy,
        roles: policy.roles.map((role) => ({
          ...role,
          ...body.roles.find((saved) => saved.key === role.key),
        })),
      };
      return policy;
    }),
  } satisfies SignInPolicyCalls;
}

const meta = {
  title: 'Console/System/SignInPolicy',
  component: SignInPolicyView,
  args: { calls: fakeCalls() },
  render: (args) => (
    <>
      <SignInPolicyView {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SignInPolicyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const methodsOf = (canvas: ReturnType<typeof within>, role: string) =>
  canvas.findByRole('group', { name: `${role} 允许的登录方式` });

/**
 * Keyboard only: Space turns on the doctors' second factor and their OIDC (marked as not
 * configured here), Enter on 保存 sends every role and the toast confirms.
 */
export const ChangesARoleByKeyboard: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      '登录安全策略',
    );
    await expect(canvas.getByText(/当前为演示数据/)).toBeVisible();
    const doctor = await methodsOf(canvas, '医生');
    await expect(within(doctor).getByRole('checkbox', { name: '密码' })).toBeChecked();
    await expect(within(doctor).getByRole('checkbox', { name: '目录 LDAP' })).toBeChecked();

    const oidc = within(doctor).getByRole('checkbox', {
      name: '统一身份认证 OIDC（本服务器未配置）',
    });
    oidc.focus();
    await userEvent.keyboard(' ');
    await expect(oidc).toBeChecked();
    // The next stop after the doctors' methods is their second factor.
    await userEvent.tab();
    const required = canvas.getByRole('checkbox', { name: '医生 两步验证 必须' });
    await expect(required).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(required).toBeChecked();

    canvas.getByRole('button', { name: '保存' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.calls.saveSignInPolicy).toHaveBeenCalledWith({
        roles: [
          { key: 'admin', signInMethods: ['password'], secondFactorRequired: false },
          {
            key: 'doctor',
            signInMethods: ['password', 'ldap', 'oidc'],
            secondFactorRequired: true,
          },
          { key: 'patient', signInMethods: ['password'], secondFactorRequired: false },
        ],
      }),
    );
    await expect(await screen.findByText('登录安全策略已保存')).toBeInTheDocument();
    await expect(canvas.queryByText(/保存失败/)).toBeNull();
  },
};

/**
 * The admins left only OIDC, not configured here: the server refuses (40334) and its message shows
 * in the alert. A role with no way at all is stopped before anything is sent.
 */
export const RefusedByServer: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const admin = await methodsOf(canvas, '管理员');
    const password = within(admin).getByRole('checkbox', { name: '密码' });
    password.focus();
    await userEvent.keyboard(' ');
    await expect(password).not.toBeChecked();
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '保存失败：每个角色至少要允许一种登录方式',
    );
    await expect(args.calls.saveSignInPolicy).not.toHaveBeenCalled();

    within(admin).getByRole('checkbox', { name: '统一身份认证 OIDC（本服务器未配置）' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(save);
    await waitFor(() => expect(args.calls.saveSignInPolicy).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '保存失败：管理员至少要保留一种本服务器已配置的登录方式',
    );
  },
};
