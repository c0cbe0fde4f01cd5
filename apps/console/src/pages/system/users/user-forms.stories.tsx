import { ApiError } from '@cep/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PasswordResetForm, type PasswordResetFormProps } from './password-reset-form';
import { UserCreateForm, type UserCreateFormProps } from './user-create-form';
import { UserFormDialog } from './user-form-fields';
import { UserRolesForm, type UserRolesFormProps } from './user-roles-form';

/*
 * Stories are component tests: `onSubmit` stands in for the api-client call, resolving or
 * rejecting with an ApiError as the real client does. The real server is covered by
 * e2e/users.spec.ts.
 */

interface FormsProps {
  form: 'create' | 'roles' | 'reset';
  onCreate: UserCreateFormProps['onSubmit'];
  onRoles: UserRolesFormProps['onSubmit'];
  onReset: PasswordResetFormProps['onSubmit'];
}

const account = { id: 42, roles: ['doctor' as const] };

/** One of 用户管理's forms in its dialog, as the page opens it. */
function UserForms({ form, onCreate, onRoles, onReset }: FormsProps) {
  const title = { create: '新增用户', roles: '分配角色：王丽', reset: '重置密码：王丽' }[form];
  return (
    <UserFormDialog open onOpenChange={() => {}} title={title} description="用户管理">
      {form === 'create' && <UserCreateForm onSubmit={onCreate} />}
      {form === 'roles' && <UserRolesForm user={account} onSubmit={onRoles} />}
      {form === 'reset' && <PasswordResetForm user={account} onSubmit={onReset} />}
    </UserFormDialog>
  );
}

const meta = {
  title: 'Console/Users/UserForms',
  component: UserForms,
  tags: ['autodocs'],
  args: {
    form: 'create',
    onCreate: fn(async () => {}),
    onRoles: fn(async () => {}),
    onReset: fn(async () => {}),
  },
} satisfies Meta<typeof UserForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open dialog, once it has faded in: it starts at opacity 0, and on a busy machine a message
 * shown in its first frames is not yet "visible".
 */
async function dialog(name: string) {
  const view = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(view).toBeVisible());
  return view;
}

/**
 * Keyboard only: username, name and password in tab order, the kind chosen with the arrows (its
 * role follows), Enter sends the contract-checked body.
 */
export const CreatesByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog('新增用户');
    const username = within(view).getByRole('textbox', { name: /^用户名/ });
    await waitFor(() => expect(username).toBeVisible());
    username.focus();
    await userEvent.keyboard(' wang.li ');
    await userEvent.tab();
    await userEvent.keyboard('王丽');
    await userEvent.tab();
    await expect(within(view).getByLabelText(/^初始密码/)).toHaveFocus();
    await userEvent.keyboard('Start1234');
    // Past the show-password switch to the kind: open, arrow to 患者, choose.
    await userEvent.tab();
    await userEvent.tab();
    const kind = within(view).getByRole('combobox', { name: /^用户类型/ });
    await expect(kind).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const patient = await screen.findByRole('option', { name: '患者' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(patient).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(kind).toHaveTextContent('患者');
    await expect(within(view).getByRole('checkbox', { name: '患者' })).toBeChecked();
    await expect(within(view).getByRole('checkbox', { name: '医生' })).not.toBeChecked();
    username.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        username: 'wang.li',
        name: '王丽',
        password: 'Start1234',
        userAuth: '2',
        roles: ['patient'],
      }),
    );
  },
};

/** The contract's rules answer under each field before anything is sent. */
export const RulesBeforeSending: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog('新增用户');
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await expect(await within(view).findByText('用户名至少3个字符')).toBeVisible();
    await expect(within(view).getByText('请输入姓名')).toBeVisible();
    await expect(within(view).getByText('密码至少8个字符')).toBeVisible();
    await expect(within(view).getByRole('textbox', { name: /^用户名/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // No role at all is refused too.
    await userEvent.click(within(view).getByRole('checkbox', { name: '医生' }));
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await expect(await within(view).findByText('至少分配一个角色')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A taken username (the server's 40901) shows under 用户名; everything typed stays. */
export const TakenUsername: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ApiError(40901, '用户名已存在');
    }),
  },
  play: async ({ args, userEvent }) => {
    const view = await dialog('新增用户');
    await userEvent.type(within(view).getByRole('textbox', { name: /^用户名/ }), 'doctor');
    await userEvent.type(within(view).getByRole('textbox', { name: /^姓名/ }), '张医生');
    await userEvent.type(within(view).getByLabelText(/^初始密码/), 'Start1234');
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalled());
    const username = within(view).getByRole('textbox', { name: /^用户名/ });
    await expect(await within(view).findByText('用户名已存在')).toBeVisible();
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveValue('doctor');
    await expect(within(view).getByRole('textbox', { name: /^姓名/ })).toHaveValue('张医生');
    await expect(within(view).getByLabelText(/^初始密码/)).toHaveValue('Start1234');
  },
};

/** Any other refusal is shown under the form, announced. */
export const OtherRefusal: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ApiError(40301, '没有权限');
    }),
  },
  play: async ({ userEvent }) => {
    const view = await dialog('新增用户');
    await userEvent.type(within(view).getByRole('textbox', { name: /^用户名/ }), 'nurse.li');
    await userEvent.type(within(view).getByRole('textbox', { name: /^姓名/ }), '李护士');
    await userEvent.type(within(view).getByLabelText(/^初始密码/), 'Start1234');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(view).getByRole('alert')).toHaveTextContent('保存失败：没有权限'),
    );
  },
};

/** 分配角色: Space toggles a checkbox; none at all is refused; the roles keep their order. */
export const AssignsRoles: Story = {
  args: { form: 'roles' },
  play: async ({ args, userEvent }) => {
    const view = await dialog('分配角色：王丽');
    const doctor = within(view).getByRole('checkbox', { name: '医生' });
    await waitFor(() => expect(doctor).toBeChecked());
    doctor.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await expect(await within(view).findByText('至少分配一个角色')).toBeVisible();
    await expect(args.onRoles).not.toHaveBeenCalled();
    await userEvent.click(within(view).getByRole('checkbox', { name: '患者' }));
    await userEvent.click(within(view).getByRole('checkbox', { name: '管理员' }));
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onRoles).toHaveBeenCalledWith({ userId: 42, roles: ['admin', 'patient'] }),
    );
  },
};

/** 重置密码: the password rule, then the new initial password is sent. */
export const ResetsPassword: Story = {
  args: { form: 'reset' },
  play: async ({ args, userEvent }) => {
    const view = await dialog('重置密码：王丽');
    const password = within(view).getByLabelText(/^新的初始密码/);
    await waitFor(() => expect(password).toBeVisible());
    await userEvent.type(password, 'abcdefgh{Enter}');
    await expect(await within(view).findByText('密码必须包含数字')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'Fresh5678{Enter}');
    await waitFor(() =>
      expect(args.onReset).toHaveBeenCalledWith({ id: 42, password: 'Fresh5678' }),
    );
  },
};

/** In English the labels and the contract's messages are translated. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ userEvent }) => {
    const view = await dialog('新增用户');
    await userEvent.click(within(view).getByRole('button', { name: 'Save' }));
    await expect(
      await within(view).findByText('The username must have at least 3 characters'),
    ).toBeVisible();
    await expect(within(view).getByRole('combobox', { name: /^Kind/ })).toHaveTextContent(
      'Clinician',
    );
  },
};
