import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AuditFilterForm } from './audit-filter-form';
import { auditActions } from './audit-query';

/*
 * The audit log's filters alone: `onApply` stands in for the table's update of the address bar.
 * The page with the real server is covered by e2e/audit.spec.ts.
 */

const meta = {
  title: 'Console/AuditFilterForm',
  component: AuditFilterForm,
  tags: ['autodocs'],
  args: { values: {}, actions: auditActions, onApply: fn() },
} satisfies Meta<typeof AuditFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: type an actor, choose the action by typing its name in the open list, choose
 * an outcome, Enter applies them together; 重置 clears every field and the filters.
 */
export const FilterByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const actor = canvas.getByRole('textbox', { name: '操作人' });
    actor.focus();
    await userEvent.keyboard('管理员');

    await userEvent.tab();
    const action = canvas.getByRole('combobox', { name: '动作' });
    await expect(action).toHaveFocus();
    await expect(action).toHaveTextContent('全部');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // Down the list to the action (typing its name is a typeahead that forgets after a second:
    // on a busy machine one slow keystroke starts a new search).
    const wanted = screen.getByRole('option', { name: 'revealPatient' });
    for (const _ of screen.getAllByRole('option')) {
      if (document.activeElement === wanted) break;
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(wanted).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(action).toHaveTextContent('revealPatient');

    await userEvent.tab();
    await userEvent.keyboard('patientInformation');
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    const outcome = canvas.getByRole('combobox', { name: '结果' });
    await expect(outcome).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('成');
    await waitFor(() => expect(screen.getByRole('option', { name: '成功' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // Enter in a text field applies the form.
    canvas.getByRole('textbox', { name: '对象编号' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith({
      actor: '管理员',
      action: 'revealPatient',
      entity: 'patientInformation',
      entityId: '12',
      outcome: 'success',
    });

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({});
    await expect(actor).toHaveValue('');
    await expect(action).toHaveTextContent('全部');
  },
};

/** A shared link's filters fill the fields, the time range included; 搜索 keeps them as they are. */
export const FromSharedLink: Story = {
  args: {
    values: {
      actor: '张医生',
      outcome: 'denied',
      from: '2026-11-23T08:00',
      to: '2026-11-23T18:30',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: '操作人' })).toHaveValue('张医生');
    await expect(canvas.getByRole('combobox', { name: '结果' })).toHaveTextContent('拒绝');
    await expect(canvas.getByLabelText('开始时间')).toHaveValue('2026-11-23T08:00');
    await expect(canvas.getByLabelText('结束时间')).toHaveValue('2026-11-23T18:30');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onApply).toHaveBeenCalledWith(args.values);
  },
};

/** In English every label comes from the page's en-US catalog. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter the audit log' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveTextContent('All');
    await expect(canvas.getByLabelText('From')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
  },
};
