import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import {
  adminRoutes,
  adminUser,
  doctorUser,
  patientRoutes,
  patientUser,
} from '../../../testing/fixtures';
import { NavbarStoryFrame, resetNavbarStores } from '../../../testing/navbar-story-frame';
import { AvatarMenu } from './avatar-menu';

const MB = 1024 * 1024;
const onLogout = fn();
const onOpenProfile = fn();
const onChangePassword = fn();
const onOpenSessions = fn();
const onUploadAvatar = fn(async (_file: File) => {});

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The user's avatar and name in the navbar, opening 首页, 个人中心, 修改密码, 我的登录设备 and 退出系统 (as the app provides them).

## Accessibility

A menu button; arrows move, Escape closes.
`;

const meta = {
  title: 'Layout/AvatarMenu',
  component: AvatarMenu,
  tags: ['autodocs'],
  beforeEach: () => {
    resetNavbarStores();
    onLogout.mockClear();
    onOpenProfile.mockClear();
    onChangePassword.mockClear();
    onOpenSessions.mockClear();
    onUploadAvatar.mockClear();
  },
  parameters: { docs: { description: { component: designNotes } }, user: doctorUser },
  render: (_args, { parameters }) => (
    <NavbarStoryFrame
      path="/system/doctors"
      user={parameters.user}
      routes={parameters.routes}
      onLogout={onLogout}
      onOpenProfile={parameters.noProfile ? undefined : onOpenProfile}
      onUploadAvatar={parameters.noUpload ? undefined : onUploadAvatar}
      onChangePassword={parameters.changePassword ? onChangePassword : undefined}
      onOpenSessions={parameters.sessions ? onOpenSessions : undefined}
    >
      <div className="flex justify-end">
        <AvatarMenu />
      </div>
    </NavbarStoryFrame>
  ),
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

/**
 * A doctor: the avatar (initials) and name; 首页, 个人中心, 更换头像, 退出系统. The mouse opens
 * 个人中心; the keyboard goes 首页 (the home page the app names); the keyboard then logs out.
 */
export const Doctor: Story = {
  play: async ({ canvas, userEvent }) => {
    // Re-read each time: the trigger is a stand-in until the menu's code is loaded on first use.
    const trigger = () => canvas.getByRole('button', { name: '张医生 账户菜单' });
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    // The avatar's initial (张) is drawn but not spoken: the name is beside it.
    await expect(trigger().querySelector('[data-slot="avatar"]')).toHaveTextContent('张');
    await userEvent.click(trigger());
    await screen.findByRole('menu');
    await expect(itemNames()).toEqual(['首页', '个人中心', '更换头像', '退出系统']);
    await userEvent.click(screen.getByRole('menuitem', { name: '个人中心' }));
    await expect(onOpenProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '首页' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));

    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A patient sees 个人中心 too. */
export const Patient: Story = {
  parameters: { user: patientUser, routes: patientRoutes },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '李患者 账户菜单' }));
    await screen.findByRole('menu');
    await expect(itemNames()).toEqual(['首页', '个人中心', '更换头像', '退出系统']);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * An admin has no personal centre (the app gives no onOpenProfile); without onUploadAvatar, no
 * upload entry.
 */
export const AdminWithoutUpload: Story = {
  parameters: { user: adminUser, routes: adminRoutes, noUpload: true, noProfile: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '管理员 账户菜单' }));
    await screen.findByRole('menu');
    await expect(itemNames()).toEqual(['首页', '退出系统']);
    await userEvent.click(screen.getByRole('menuitem', { name: '退出系统' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(onOpenProfile).not.toHaveBeenCalled();
  },
};

/**
 * With `onChangePassword` (every role, the admin included): 修改密码 before 退出系统, reached and
 * chosen with the keyboard.
 */
export const ChangePassword: Story = {
  parameters: {
    user: adminUser,
    routes: adminRoutes,
    noUpload: true,
    changePassword: true,
    noProfile: true,
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '管理员 账户菜单' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await expect(itemNames()).toEqual(['首页', '修改密码', '退出系统']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '修改密码' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onChangePassword).toHaveBeenCalledTimes(1);
    await expect(onLogout).not.toHaveBeenCalled();
  },
};

/** 我的登录设备 (issue 30) when the app gives `onOpenSessions`, after 修改密码; by keyboard. */
export const Sessions: Story = {
  parameters: {
    user: adminUser,
    routes: adminRoutes,
    noUpload: true,
    changePassword: true,
    sessions: true,
    noProfile: true,
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '管理员 账户菜单' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await expect(itemNames()).toEqual(['首页', '修改密码', '我的登录设备', '退出系统']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: '我的登录设备' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onOpenSessions).toHaveBeenCalledTimes(1);
    await expect(onChangePassword).not.toHaveBeenCalled();
  },
};

const input = () => document.querySelector<HTMLInputElement>('[data-slot="avatar-upload-input"]')!;
const png = (size: number, name = 'avatar.png') =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/**
 * 更换头像 opens the file picker. A .txt is refused with 只能上传图片!, a 2 MB png with
 * 上传图片大小不能超过 2MB!; neither is uploaded. A small png is, and 头像已更新 confirms it.
 * (The accept filter is only a hint, so the test hands over files it would hide.)
 */
export const UploadChecks: Story = {
  play: async ({ canvas, userEvent }) => {
    let pickerOpened = 0;
    input().addEventListener('click', () => (pickerOpened += 1));
    await userEvent.click(canvas.getByRole('button', { name: '张医生 账户菜单' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '更换头像' }));
    await expect(pickerOpened).toBe(1);
    await expect(input()).toHaveAttribute('accept', '.png,.jpg,.jpeg,.bmp,.gif');

    const user = baseUserEvent.setup({ applyAccept: false });
    await user.upload(input(), new File(['病历'], 'notes.txt', { type: 'text/plain' }));
    await expect(await screen.findByText('只能上传图片!')).toBeInTheDocument();
    await user.upload(input(), png(2 * MB));
    await expect(await screen.findByText('上传图片大小不能超过 2MB!')).toBeInTheDocument();
    await expect(onUploadAvatar).not.toHaveBeenCalled();

    const good = png(2 * MB - 1, 'portrait.jpg');
    await user.upload(input(), good);
    await expect(onUploadAvatar).toHaveBeenCalledTimes(1);
    await expect(onUploadAvatar).toHaveBeenCalledWith(good);
    await expect(await screen.findByText('头像已更新')).toBeInTheDocument();
  },
};

/** English: the items and the refusal in English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '张医生 account menu' }));
    await screen.findByRole('menu');
    await expect(itemNames()).toEqual(['Home', 'Personal centre', 'Change avatar', 'Log out']);
    await userEvent.keyboard('{Escape}');
    const user = baseUserEvent.setup({ applyAccept: false });
    await user.upload(input(), png(10, 'scan.webp'));
    await expect(await screen.findByText('Only images can be uploaded!')).toBeInTheDocument();
  },
};
