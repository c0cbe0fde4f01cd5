import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DoctorPatientList } from './doctor-patient-list';

const patients = [
  { id: 1, patientName: '李患者' },
  { id: 2, patientName: '王秀英' },
  { id: 3, patientName: '刘洋' },
];

const meta = {
  title: 'Console/Doctors/DoctorPatientList',
  component: DoctorPatientList,
  tags: ['autodocs'],
  args: {
    patients,
    total: 23,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DoctorPatientList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to each patient's page (Enter follows one inside the app); the pages below. */
export const Patients: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('共 23 位')).toBeVisible();
    const link = canvas.getByRole('link', { name: '打开患者“李患者”的页面' });
    await expect(link).toHaveAttribute('href', '/system/patients/1');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(patients[0]);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** No patient on the doctor's teams yet: said in words. */
export const Empty: Story = {
  args: { patients: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该医生的护理团队中还没有患者')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The list failed: the message is announced and 重试 asks again. */
export const Failed: Story = {
  args: { patients: [], total: 0, failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('患者列表没能加载，请重试。');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Still loading the first page: placeholders, and the status says so. */
export const Loading: Story = {
  args: { patients: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载患者…');
  },
};
