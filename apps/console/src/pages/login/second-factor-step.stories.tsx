import { ApiError } from '@cep/api-client';
import type { SecondFactorCheck } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SecondFactorStep } from './second-factor-step';

/*
 * Sign-in's second step (issue 30) as a component test: `verify`, `start` and `confirm` stand in
 * for the API client's calls. The real server is e2e/two-factor.spec.ts's.
 */

const meta = {
  title: 'Console/Login/SecondFactorStep',
  component: SecondFactorStep,
  args: {
    enrolled: true,
    verify: fn(async (check: SecondFactorCheck) => {
      if ('code' in check && check.code === '123456') return null;
      if ('recoveryCode' in check && check.recoveryCode === 'ABCDE-FGHJK') return null;
      throw new ApiError(40130, '验证码错误或已使用，请输入身份验证器上的最新验证码');
    }),
    start: fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    })),
    confirm: fn(async () => ({
      recoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCDE-FGHJ${'KLMNPQRSTU'[i]}`),
    })),
    onDone: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SecondFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: a wrong code is refused in an alert, the right one goes on. */
export const Code: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: /验证码/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    code.focus();
    await userEvent.keyboard('000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/验证码错误/);
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.keyboard('123 456{Enter}');
    await expect(args.verify).toHaveBeenLastCalledWith({ code: '123 456' });
  },
};

/** 使用恢复码 switches the field; Enter sends the recovery code. */
export const RecoveryCode: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '使用恢复码' }));
    const field = canvas.getByRole('textbox', { name: /恢复码/ });
    field.focus();
    await userEvent.keyboard('ABCDE-FGHJK{Enter}');
    await expect(args.verify).toHaveBeenLastCalledWith({ recoveryCode: 'ABCDE-FGHJK' });
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** Required by the role and not bound yet: the QR code, the secret in groups, then the codes. */
export const EnrolFirst: Story = {
  args: { enrolled: false },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开启两步验证' }));
    await expect(await canvas.findByRole('img', { name: '两步验证二维码' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    canvas.getByRole('textbox', { name: /验证码/ }).focus();
    await userEvent.keyboard('123456{Enter}');
    await expect(await canvas.findByRole('list', { name: /恢复码/ })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '我已保存恢复码' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};
