import { ApiError } from '@cep/api-client';
import type { PasswordChange } from '@cep/contract';
import { toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog, type ChangePassword } from './change-password-dialog';

/*
 * Stories are component tests: `changePassword` stands in for `api.changePassword`, resolving or
 * rejecting with an ApiError as the real client does. The real server is covered by
 * password.server.test.ts (api-client) and e2e/change-password.spec.ts.
 */

const meta = {
  title: 'Console/ChangePassword',
  component: ChangePasswordDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    changePassword: fn<ChangePassword>(async (_change: PasswordChange) => null),
  },
  render: (args) => (
    <>
      <ChangePasswordDialog {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /修改密码|Change password/ });
const field = (view: HTMLElement, label: RegExp) => within(view).getByLabelText(label);

/**
 * Keyboard only: the three fields in tab order (each with its show-password toggle), Enter sends
 * the contract-checked change, a toast confirms it and the dialog asks to close.
 */
export const Changes: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    // The dialog fades in: wait for it rather than test the first frame.
    await waitFor(() => expect(within(view).getByText(/其他设备上的登录将全部失效/)).toBeVisible());
    const current = field(view, /^原密码/);
    current.focus();
    await userEvent.keyboard('Old#Pass123');
    await userEvent.tab();
    await expect(within(view).getAllByRole('button', { name: '显示密码' })[0]).toHaveFocus();
    await userEvent.tab();
    const next = field(view, /^新密码/);
    await expect(next).toHaveFocus();
    await expect(next).toHaveAccessibleDescription(/8–64 个字符/);
    await userEvent.keyboard('New#Pass456');
    await userEvent.tab();
    await userEvent.tab();
    await expect(field(view, /^确认新密码/)).toHaveFocus();
    await userEvent.keyboard('New#Pass456{Enter}');
    await waitFor(() =>
      expect(args.changePassword).toHaveBeenCalledWith({
        oldPassword: 'Old#Pass123',
        newPassword: 'New#Pass456',
      }),
    );
    await expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The contract's rules (and the confirmation) answer before anything is sent. */
export const RulesBeforeSending: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await expect(await within(view).findByText('请输入原密码')).toBeVisible();
    await expect(within(view).getByText('密码至少8个字符')).toBeVisible();
    await waitFor(() => expect(field(view, /^原密码/)).toHaveFocus());

    await userEvent.type(field(view, /^原密码/), 'Old#Pass123');
    await userEvent.type(field(view, /^新密码/), 'Old#Pass123');
    await userEvent.type(field(view, /^确认新密码/), 'Other#Pass1');
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await expect(await within(view).findByText('新密码不能与原密码相同')).toBeVisible();
    await expect(within(view).getByText('两次输入的密码不一致')).toBeVisible();
    await expect(field(view, /^确认新密码/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.changePassword).not.toHaveBeenCalled();
  },
};

/** The server's refusal (a wrong current password) shows in the dialog, which stays open. */
export const ServerRefuses: Story = {
  args: {
    changePassword: fn<ChangePassword>(async () => {
      throw new ApiError(40001, '参数校验失败：oldPassword 原密码不正确');
    }),
  },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await userEvent.type(field(view, /^原密码/), 'Wrong#Pass1');
    await userEvent.type(field(view, /^新密码/), 'New#Pass456');
    await userEvent.type(field(view, /^确认新密码/), 'New#Pass456');
    await userEvent.keyboard('{Enter}');
    const alert = await within(view).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('修改失败：参数校验失败：oldPassword 原密码不正确'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** In English: labels, the hint, and the contract's messages translated. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await userEvent.type(field(view, /^Current password/), 'Old#Pass123');
    await userEvent.type(field(view, /^New password/), 'abcdefgh');
    await userEvent.type(field(view, /^Confirm new password/), 'abcdefgh');
    await userEvent.click(within(view).getByRole('button', { name: 'Save' }));
    await expect(await within(view).findByText('The password must contain a digit')).toBeVisible();
    await expect(args.changePassword).not.toHaveBeenCalled();
  },
};
