import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button';
import { Input } from '../input';
import { Textarea } from '../textarea';
import { FormField } from './form-field';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A \`Label\`, the control (one child), a description and an error message, wired together.

## Variants

Required, invalid, disabled; works with \`Input\`, \`Textarea\`, \`Select\`, \`SearchSelect\`, \`RadioGroup\`.

## Do

- Wrap every form control in it.
- Write errors that say how to fix it: 请输入 11 位手机号.

## Don't

- Use the placeholder as the label.

## Accessibility

- The label names the control; description and error are its \`aria-describedby\`; the error is \`aria-invalid\` and announced politely.
`;

const meta = {
  title: 'UI/FormField',
  parameters: { docs: { description: { component: designNotes } } },
  component: FormField,
  tags: ['autodocs'],
  args: { label: '姓名', children: <Input /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses the control; the description is read with it. */
export const Default: Story = {
  args: { description: '与身份证上的姓名一致' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toHaveAccessibleDescription('与身份证上的姓名一致');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('姓名'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张三');
    await expect(input).toHaveValue('张三');
  },
};

/** The error has an icon and words, marks the control invalid and describes it. */
export const WithError: Story = {
  args: { required: true, error: '请输入姓名', description: '与身份证上的姓名一致' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓名 必填' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-invalid');
    await expect(input).toHaveAccessibleDescription(/^与身份证上的姓名一致 错误：\s?请输入姓名$/);
    const message = canvas.getByText('请输入姓名');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(message.parentElement?.querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** Any single control works: here a Textarea with its counter, which keeps its own description. */
export const WithTextarea: Story = {
  args: { label: '病情描述', description: '近一周的症状', children: <Textarea maxLength={200} /> },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: '病情描述' });
    await userEvent.click(canvas.getByText('病情描述'));
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('失眠');
    await expect(textarea).toHaveAccessibleDescription('近一周的症状 已输入 2 字，最多 200 字');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input disabled defaultValue="张三" /> },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toBeDisabled();
  },
};

const patientSchema = z.object({
  name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过 50 个字'),
  phone: z.string().regex(/^1[3-9]\d{9}$/, '请输入 11 位中国大陆手机号'),
});
type Patient = z.infer<typeof patientSchema>;

function PatientForm({ onSubmit }: { onSubmit: (values: Patient) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Patient>({
    resolver: zodResolver(patientSchema),
    defaultValues: { name: '', phone: '' },
  });
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <FormField label="姓名" required error={errors.name?.message}>
        <Input autoComplete="name" clearable {...register('name')} />
      </FormField>
      <FormField
        label="手机号"
        required
        description="用于接收复诊提醒"
        error={errors.phone?.message}
      >
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
      </FormField>
      <Button type="submit" variant="primary" className="self-start">
        提交
      </Button>
    </form>
  );
}

/**
 * react-hook-form + zod: submitting empty (keyboard only) shows the Chinese messages and focuses
 * the first invalid field; once fixed, the values go through.
 */
export const WithReactHookForm: StoryObj<typeof PatientForm> = {
  args: { onSubmit: fn() },
  render: (args) => <PatientForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, userEvent, args }) => {
    const { onSubmit } = args;
    const name = canvas.getByRole('textbox', { name: '姓名 必填' });
    const phone = canvas.getByRole('textbox', { name: '手机号 必填' });

    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab();
    await expect(phone).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '提交' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(await canvas.findByText('请输入姓名')).toBeVisible();
    await expect(await canvas.findByText('请输入 11 位中国大陆手机号')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(
      /^用于接收复诊提醒 错误：\s?请输入 11 位中国大陆手机号$/,
    );
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('张三');
    await waitFor(() => expect(canvas.queryByText('请输入姓名')).toBeNull());
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(phone);
    await userEvent.keyboard('1380013800');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('请输入 11 位中国大陆手机号')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('0{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: '张三', phone: '13800138000' }),
    );
    await expect(canvas.queryByText('请输入 11 位中国大陆手机号')).toBeNull();
  },
};
