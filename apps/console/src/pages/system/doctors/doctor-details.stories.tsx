import type { Doctor } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DoctorDetails } from './doctor-details';

const record: Doctor = {
  id: 7,
  revision: 0,
  archivedAt: null,
  userId: 2,
  doctorName: '张医生',
  phone: '138****5678',
  avatar: null,
  age: 46,
  sex: '男',
  job: '医生',
  occupationalNumber: 'ZY-2020-0042',
  workingSeniority: 21,
  doctorDescribe: '擅长脑卒中后认知康复',
};

const meta = {
  title: 'Console/Doctors/DoctorDetails',
  component: DoctorDetails,
  tags: ['autodocs'],
  args: { record, revealPhone: fn(async () => '13812345678') },
} satisfies Meta<typeof DoctorDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record read-only; the masked phone is revealed from the "server" and hidden again. */
export const RevealPhone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('ZY-2020-0042')).toBeVisible();
    await expect(canvas.getByText('21 年')).toBeVisible();
    await expect(canvas.queryByText('13812345678')).toBeNull();
    canvas.getByRole('button', { name: '显示完整手机号' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('13812345678')).toBeVisible();
    await expect(args.revealPhone).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '隐藏手机号' }));
    await expect(canvas.queryByText('13812345678')).toBeNull();
  },
};

/** Without the right to reveal (or with the number already in full) there is no button. */
export const NoReveal: Story = {
  args: { revealPhone: undefined, record: { ...record, phone: null, job: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '显示完整手机号' })).toBeNull();
    await expect(canvas.getByText('张医生')).toBeVisible();
  },
};
