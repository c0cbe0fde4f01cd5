import type { User } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccountLookup } from './account-lookup';

const account = (username: string, userAuth: User['userAuth']): User => ({
  id: 41,
  revision: 0,
  archivedAt: null,
  username,
  name: '孙医生',
  avatar: '',
  introduction: '',
  userAuth,
  roles: userAuth === '1' ? ['doctor'] : ['patient'],
  createTime: 0,
  status: 'enabled',
});

/** Stands in for getByUsername: `sun` is a doctor account, `pat` a patient's, others unknown. */
async function findAccount(username: string): Promise<User> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (username === 'sun') return account('sun', '1');
  if (username === 'pat') return account('pat', '2');
  throw new Error('用户不存在');
}

const meta = {
  title: 'Console/Doctors/AccountLookup',
  component: AccountLookup,
  tags: ['autodocs'],
  args: { findAccount: fn(findAccount), onFound: fn() },
} satisfies Meta<typeof AccountLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, unknown and patient accounts are refused in words; a doctor account is taken. */
export const FindDoctorAccount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: /登录账号/ });
    await userEvent.click(canvas.getByRole('button', { name: '查找账号' }));
    await expect(await canvas.findByText('请输入用户名')).toBeVisible();
    await expect(args.findAccount).not.toHaveBeenCalled();

    await userEvent.type(field, 'nobody{Enter}');
    await expect(await canvas.findByText('没有找到该账号：用户不存在')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'pat{Enter}');
    await expect(await canvas.findByText(/不是医生账号/)).toBeVisible();
    await expect(args.onFound).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, ' sun ');
    await userEvent.click(canvas.getByRole('button', { name: '查找账号' }));
    await expect(args.findAccount).toHaveBeenLastCalledWith('sun');
    await waitFor(() =>
      expect(args.onFound).toHaveBeenCalledWith(expect.objectContaining({ username: 'sun' })),
    );
  },
};
