import { ApiError } from '@cep/api-client';
import { Button, toast, Toaster, useMessages } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { profileMessages } from '../i18n/profile-messages';
import { ProfileDialog, type ProfileDialogProps } from './profile-dialog';
import {
  ProfileRecordMissingError,
  type LoadRecord,
  type SaveRecord,
  type UploadFile,
} from './profile-data';
import {
  doctorRecord,
  exactly2MbJpeg,
  patientRecord,
  pickedFile,
  tooLargeJpeg,
  uploadedAvatarUrl,
} from './profile-story-data';

/** What a save sends of a record: its fields, never its archive state (issue 32: not editable). */
function savedFieldsOf<R extends { archivedAt: unknown }>(record: R): Omit<R, 'archivedAt'> {
  const { archivedAt: _archivedAt, ...fields } = record;
  return fields;
}

/*
 * Stories are component tests: loadRecord / saveRecord / uploadFile are stand-ins that answer as
 * `useProfile`'s real functions do (the server's message, an `ApiError` on refusal). The real
 * server is covered by profile-data.server.test.ts and the end-to-end tests.
 */

/** The dialog as the app holds it: open state, a way to reopen it, and the toasts. */
function ProfileHarness(props: ProfileDialogProps) {
  const t = useMessages(profileMessages);
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.title}</Button>
      <ProfileDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
      <Toaster />
    </>
  );
}

const phoneViewports = {
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
};

const meta = {
  title: 'Console/Profile',
  component: ProfileDialog,
  parameters: { viewport: { options: phoneViewports } },
  args: {
    open: true,
    onOpenChange: fn(),
    loadRecord: fn<LoadRecord>(async () => doctorRecord),
    saveRecord: fn<SaveRecord>(async () => ({ message: 'ok' })),
    uploadFile: fn<UploadFile>(async () => uploadedAvatarUrl),
    onSaved: fn(),
  },
  render: (args) => <ProfileHarness {...args} />,
  // Toasts live in sonner's module state: none of an earlier story may show in this one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;

/** The picker's accept filter is only a hint: a person can switch it to "All files". */
const allFilesUser = () => baseUserEvent.setup({ applyAccept: false });

/**
 * Dialogs fade in from opacity 0, so "visible" is awaited, not read at the first frame (the story
 * runner does not reduce motion).
 */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** The part of a user-event instance the helpers need (the play's `userEvent` or a setup one). */
interface Clicker {
  click: (element: Element) => Promise<void>;
}

async function openEditDialog(user: Clicker) {
  const view = await screen.findByRole('dialog', { name: '个人中心' });
  await user.click(await within(view).findByRole('button', { name: '编辑' }));
  return screen.findByRole('dialog', { name: '编辑个人信息' });
}

async function choose(user: Clicker, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(select).toHaveTextContent(option));
}

/**
 * A doctor: the record read-only, then 编辑. A bad phone is refused with the contract's message
 * before anything is sent; once fixed, 保存 sends the whole record, both dialogs close, the
 * server's message shows (its generic 'ok' as 保存成功) and `onSaved` lets the app re-fetch.
 */
export const Doctor: Story = {
  play: async ({ userEvent, args }) => {
    const view = await screen.findByRole('dialog', { name: '个人中心' });
    await visible(await within(view).findByRole('button', { name: '编辑' }));
    await expect(within(view).getAllByText('张医生').length).toBeGreaterThan(0);
    for (const value of ['13800138000', '45 岁', '男', '康复师', 'ZY-2020-0042', '20 年'])
      await visible(within(view).getByText(value));
    await visible(within(view).getByRole('img', { name: '张医生的头像' }));

    const edit = await openEditDialog(userEvent);
    const phone = within(edit).getByRole('textbox', { name: '手机号' });
    await expect(within(edit).getByRole('textbox', { name: '姓名 必填' })).toHaveValue('张医生');
    await expect(phone).toHaveValue('13800138000');
    await expect(within(edit).getByRole('combobox', { name: '职业' })).toHaveTextContent('康复师');
    // The description's counter counts the record's text from the start.
    const describe = within(edit).getByRole('textbox', { name: '个人简介' });
    await expect(describe).toHaveValue(doctorRecord.doctorDescribe);
    await expect(describe).toHaveAccessibleDescription(
      `已输入 ${doctorRecord.doctorDescribe!.length} 字，最多 500 字`,
    );

    await userEvent.clear(phone);
    await userEvent.type(phone, '1380013800');
    await userEvent.click(within(edit).getByRole('button', { name: '保存' }));
    await visible(await within(edit).findByText('请输入正确的11位手机号码'));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.saveRecord).not.toHaveBeenCalled();

    await userEvent.type(phone, '1');
    const age = within(edit).getByRole('textbox', { name: '年龄' });
    await userEvent.clear(age);
    await userEvent.type(age, '46');
    await choose(userEvent, within(edit).getByRole('combobox', { name: '职业' }), '医生');
    await userEvent.click(within(edit).getByRole('button', { name: '保存' }));

    const saved = { ...savedFieldsOf(doctorRecord), phone: '13800138001', age: 46, job: '医生' };
    await waitFor(() => expect(args.saveRecord).toHaveBeenCalledWith(saved));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await visible(await screen.findByText('保存成功'));
    await expect(args.onSaved).toHaveBeenCalledWith(saved);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A patient, by keyboard where it matters: the ID card's check digit is the contract's rule (a
 * wrong one is refused), education is chosen with the arrow keys, and the server's own message
 * (修改成功) is what the toast says.
 */
export const Patient: Story = {
  args: {
    loadRecord: fn<LoadRecord>(async () => patientRecord),
    saveRecord: fn<SaveRecord>(async () => ({ message: '修改成功' })),
  },
  play: async ({ userEvent, args }) => {
    const view = await screen.findByRole('dialog', { name: '个人中心' });
    for (const value of ['68 岁', '女', '退休教师', '下棋、书法', '右手', '高中(含中专)'])
      await visible(await within(view).findByText(value));
    // The empty ID card says so to a screen reader (the eye sees a dash).
    await expect(within(view).getByText('未填写')).toBeInTheDocument();

    const edit = await openEditDialog(userEvent);
    await waitFor(() =>
      expect(within(edit).getByRole('img', { name: '李患者的头像' })).toHaveAttribute(
        'src',
        uploadedAvatarUrl,
      ),
    );
    const idCard = within(edit).getByRole('textbox', { name: '身份证号' });
    await userEvent.type(idCard, '110105194912310021');
    const education = within(edit).getByRole('combobox', { name: '学历' });
    education.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(education).toHaveTextContent('大学专科'));

    await userEvent.click(within(edit).getByRole('button', { name: '保存' }));
    await visible(await within(edit).findByText('请输入正确的18位身份证号码'));
    await expect(args.saveRecord).not.toHaveBeenCalled();

    await userEvent.clear(idCard);
    await userEvent.type(idCard, '11010519491231002x{Enter}');
    const saved = {
      ...savedFieldsOf(patientRecord),
      edu: '大学专科',
      identityCard: '11010519491231002X',
    };
    await waitFor(() => expect(args.saveRecord).toHaveBeenCalledWith(saved));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await visible(await screen.findByText('修改成功'));
    await expect(args.onSaved).toHaveBeenCalledWith(saved);
  },
};

/** Lets the pending upload of `AvatarUpload` finish. */
let finishUpload: () => void = () => {};

/**
 * The avatar: a png, a jpg over 2 MB and a png named .jpg are refused with Chinese messages and
 * never sent; a jpg of exactly 2 MB is accepted ("not over 2M"). While it uploads, progress shows
 * and 保存 waits; then the preview shows the uploaded image from the server's address, which is
 * saved with the record.
 */
export const AvatarUpload: Story = {
  args: {
    uploadFile: fn<UploadFile>(
      (_file: File, options?: { onProgress?: (percent: number) => void }) =>
        new Promise<string>((resolve) => {
          options?.onProgress?.(50);
          finishUpload = () => resolve(uploadedAvatarUrl);
        }),
    ),
  },
  play: async ({ userEvent, args }) => {
    const edit = await openEditDialog(userEvent);
    const input = edit.querySelector<HTMLInputElement>('input[type="file"]')!;
    const uploadError = edit.querySelector('[data-slot="upload-error"]')!;
    const fieldError = edit.querySelector('[data-slot="avatar-error"]')!;
    const user = allFilesUser();
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg');
    await expect(
      within(edit).getByRole('button', { name: '上传头像' }),
    ).toHaveAccessibleDescription('只能上传jpg文件，且不超过2M');
    // waitFor: the dialog fades in (opacity 0 at its first frame).
    await waitFor(() =>
      expect(within(edit).getByRole('img', { name: '未上传头像' })).toBeVisible(),
    );

    await user.upload(input, pickedFile('photo.png', 'image/png'));
    await waitFor(() => expect(uploadError).toHaveTextContent('头像只能是 JPG 格式!'));
    await user.upload(input, tooLargeJpeg());
    await waitFor(() => expect(uploadError).toHaveTextContent('头像大小不能超过 2MB!'));
    await user.upload(input, pickedFile('disguised.jpg', 'image/png'));
    await waitFor(() => expect(fieldError).toHaveTextContent('头像只能是 JPG 格式!'));
    await expect(args.uploadFile).not.toHaveBeenCalled();

    const photo = exactly2MbJpeg();
    await expect(photo.size).toBe(2 * MB);
    await user.upload(input, photo);
    await waitFor(() => expect(args.uploadFile).toHaveBeenCalledTimes(1));
    const [sent, options] = args.uploadFile.mock.calls[0]!;
    await expect(sent).toBe(photo);
    await expect(typeof options?.onProgress).toBe('function');
    await expect(fieldError).toBeEmptyDOMElement();
    const progress = await within(edit).findByRole('progressbar', { name: '上传进度' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(within(edit).getByRole('button', { name: '保存' })).toBeDisabled();
    await visible(within(edit).getByText('正在上传头像…'));

    finishUpload();
    const preview = await within(edit).findByRole('img', { name: '张医生的头像' });
    await expect(preview).toHaveAttribute('src', uploadedAvatarUrl);
    await visible(within(edit).getByText('头像已上传，保存后生效'));
    await expect(within(edit).queryByRole('progressbar')).toBeNull();

    await userEvent.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveRecord).toHaveBeenCalledWith({
        ...savedFieldsOf(doctorRecord),
        avatar: uploadedAvatarUrl,
      }),
    );
  },
};

/**
 * The server refuses the save: its message stays in the edit dialog (the api-client has toasted
 * it too), both dialogs stay open, nothing is reported as saved.
 */
export const SaveRefused: Story = {
  args: {
    saveRecord: fn<SaveRecord>(async () => {
      throw new ApiError(40301, '只能修改自己的医生档案');
    }),
  },
  play: async ({ userEvent, args }) => {
    const edit = await openEditDialog(userEvent);
    await userEvent.click(within(edit).getByRole('button', { name: '保存' }));
    const failure = edit.querySelector('[data-slot="profile-save-failure"]')!;
    await waitFor(() => expect(failure).toHaveTextContent('保存失败：只能修改自己的医生档案'));
    await expect(failure).toHaveAttribute('role', 'alert');
    await visible(screen.getByRole('dialog', { name: '编辑个人信息' }));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard: Tab reaches 编辑, Enter opens the edit dialog with focus on the first field, Escape
 * closes it and focus returns to 编辑; 取消 closes it too. The personal centre stays open and
 * nothing is saved.
 */
export const CancelEditing: Story = {
  play: async ({ userEvent, args }) => {
    const view = await screen.findByRole('dialog', { name: '个人中心' });
    const editButton = await within(view).findByRole('button', { name: '编辑' });
    await userEvent.tab();
    await expect(editButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const edit = await screen.findByRole('dialog', { name: '编辑个人信息' });
    await waitFor(() =>
      expect(within(edit).getByRole('textbox', { name: '姓名 必填' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑个人信息' })).toBeNull());
    await waitFor(() => expect(editButton).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: '编辑个人信息' });
    await userEvent.type(within(again).getByRole('textbox', { name: '姓名 必填' }), '（改）');
    await userEvent.click(within(again).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑个人信息' })).toBeNull());
    await visible(screen.getByRole('dialog', { name: '个人中心' }));
    await expect(args.saveRecord).not.toHaveBeenCalled();

    // Reopened, the form starts from the record again, not from the cancelled typing.
    await userEvent.click(editButton);
    const third = await screen.findByRole('dialog', { name: '编辑个人信息' });
    await expect(within(third).getByRole('textbox', { name: '姓名 必填' })).toHaveValue('张医生');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(editButton).toHaveFocus());

    // Escape closes the personal centre; opened from a button (the avatar menu's, in the app),
    // it gives the focus back to that button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const opener = screen.getByRole('button', { name: '个人中心' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: '个人中心' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** How many times `LoadFailed` has asked for the record. */
let loadAttempts = 0;

/** The record cannot be fetched: the reason shows with 重试, which fetches again. */
export const LoadFailed: Story = {
  beforeEach: () => {
    loadAttempts = 0;
  },
  args: {
    loadRecord: fn<LoadRecord>(async () => {
      loadAttempts += 1;
      if (loadAttempts === 1) throw new ApiError(0, 'Network Error');
      return doctorRecord;
    }),
  },
  play: async ({ userEvent, args }) => {
    const view = await screen.findByRole('dialog', { name: '个人中心' });
    await expect(await within(view).findByRole('alert')).toHaveTextContent(
      '个人信息加载失败：Network Error',
    );
    await userEvent.click(within(view).getByRole('button', { name: '重试' }));
    await visible(await within(view).findByRole('button', { name: '编辑' }));
    await expect(args.loadRecord).toHaveBeenCalledTimes(2);
  },
};

/** An account without a record yet: said plainly, with no 编辑. */
export const NoRecordYet: Story = {
  args: {
    loadRecord: fn<LoadRecord>(() => Promise.reject(new ProfileRecordMissingError('patient'))),
  },
  play: async () => {
    const view = await screen.findByRole('dialog', { name: '个人中心' });
    await expect(await within(view).findByRole('alert')).toHaveTextContent(
      '您的账号还没有档案，请联系管理员建立。',
    );
    await expect(within(view).queryByRole('button', { name: '编辑' })).toBeNull();
  },
};

/** English: titles, labels, the enums' names and the contract's rule messages, translated. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ userEvent }) => {
    const view = await screen.findByRole('dialog', { name: 'Personal centre' });
    for (const value of ['45 years', 'Male', 'Rehabilitation therapist', '20 years'])
      await visible(await within(view).findByText(value));
    await userEvent.click(within(view).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit personal information' });
    const name = within(edit).getByRole('textbox', { name: 'Name required' });
    await userEvent.clear(name);
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await visible(await within(edit).findByText('Enter a name'));
    await visible(within(edit).getByRole('button', { name: 'Upload an avatar' }));
    await visible(within(edit).getByText('JPG files only, no larger than 2M'));
  },
};

/**
 * Phone width (375 px): both dialogs fit the screen, the fields stack in one column, and nothing
 * scrolls sideways.
 */
export const Phone: Story = {
  args: { loadRecord: fn<LoadRecord>(async () => patientRecord) },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ userEvent }) => {
    await expect(window.innerWidth).toBe(375);
    const view = await screen.findByRole('dialog', { name: '个人中心' });
    await expect(view.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const edit = await openEditDialog(userEvent);
    const box = edit.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375);
    const name = within(edit).getByRole('textbox', { name: '姓名 必填' });
    const phone = within(edit).getByRole('textbox', { name: '手机号' });
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    await expect(edit.scrollWidth).toBeLessThanOrEqual(edit.clientWidth);
    const save = within(edit).getByRole('button', { name: '保存' });
    await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
