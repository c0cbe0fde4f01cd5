import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { PatientFilters } from './patient-filters';

/*
 * The patient list's filters alone: `onApply` stands in for the table's URL state. The list with
 * the real server is covered by e2e/patients.spec.ts.
 */

const meta = {
  title: 'Console/Patients/PatientFilters',
  component: PatientFilters,
  tags: ['autodocs'],
  args: {
    value: {},
    onApply: fn(),
    // Stands in for the server's name search.
    searchDoctors: async (text: string) =>
      [
        { value: '1', label: '张医生' },
        { value: '2', label: '赵磊' },
      ].filter((doctor) => doctor.label.includes(text)),
  },
} satisfies Meta<typeof PatientFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Type initials and an age range, choose a sex and a clinician with the keyboard, apply with
 * Enter: only the filled filters go out. 重置 clears them all.
 */
export const FilterAndReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText('姓名');
    await expect(name).toHaveAttribute('placeholder', '姓名 / 拼音 / 首字母');
    await userEvent.type(name, 'lhz');
    await userEvent.type(canvas.getByLabelText('最小年龄'), '60');
    await userEvent.type(canvas.getByLabelText('最大年龄'), '80');

    canvas.getByRole('combobox', { name: '性别' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: '女' }));
    await userEvent.type(canvas.getByRole('combobox', { name: '负责医生' }), '赵');
    await userEvent.click(await screen.findByRole('option', { name: '赵磊' }));

    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith({
      name: 'lhz',
      sex: '女',
      ageMin: '60',
      ageMax: '80',
      doctorId: '2',
    });

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({});
    await expect(name).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: '负责医生' })).toHaveValue('');
  },
};

/** A link with a clinician: the box shows their name once the page has looked it up. */
export const ClinicianFromTheAddress: Story = {
  args: { value: { doctorId: '2' }, doctor: { value: '2', label: '赵磊' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: '负责医生' })).toHaveValue('赵磊');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ doctorId: '2' });
  },
};

/** Opened from a link: the form shows the filters in force; a doctor has no clinician filter. */
export const FromTheAddress: Story = {
  args: { value: { name: '李', edu: '小学' }, searchDoctors: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('姓名')).toHaveValue('李');
    await expect(canvas.getByRole('combobox', { name: '学历' })).toHaveTextContent('小学');
    await expect(canvas.queryByRole('combobox', { name: '负责医生' })).toBeNull();
    const form = canvas.getByRole('search', { name: '筛选患者' });
    await userEvent.click(within(form).getByRole('button', { name: '搜索' }));
    await expect(args.onApply).toHaveBeenCalledWith({ name: '李', edu: '小学' });
  },
};
