import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { RevisionConflict, type RevisionConflictField } from './revision-conflict';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A warning panel inside a form whose save was refused because someone else saved the record first
(the API's 40902): the title 已被他人修改, one sentence, and two choices. Comparing lists the fields
that differ, the user's value beside the latest one.

## Variants

Refused (two choices) and reviewing (the comparison, then keep mine or load the latest).

## Do

- Keep the user's input in the form until they choose.
- After "keep mine", let the user press 保存 again: the overwrite is then a decision.

## Don't

- Reload the form by itself, or save again by itself: either loses someone's work silently.

## Accessibility

- The title and sentence are an alert (announced when the panel appears).
- The comparison is a table with a caption and header cells; focus moves to it when it appears.
- Every choice is a button in the tab order.
`;

const mineAndTheirs: RevisionConflictField[] = [
  { name: 'minutesPerSession', label: '每次时长（分钟）', mine: '30', theirs: '20' },
  { name: 'notes', label: '备注', mine: '先做注意力训练', theirs: '家属陪同训练' },
  { name: 'startDate', label: '开始日期', mine: '2026-12-01', theirs: '2026-12-01' },
];

/** The panel with its caller's part: `onReview` loads the latest, which fills `fields`. */
function Harness(props: { onReload: () => void; onKeepMine: () => void; onReview: () => void }) {
  const [fields, setFields] = useState<RevisionConflictField[]>();
  return (
    <RevisionConflict
      fields={fields}
      onReload={props.onReload}
      onKeepMine={props.onKeepMine}
      onReview={async () => {
        props.onReview();
        await Promise.resolve();
        setFields(mineAndTheirs);
      }}
    />
  );
}

const meta = {
  title: 'UI/RevisionConflict',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } } },
  component: Harness,
  args: { onReload: fn(), onKeepMine: fn(), onReview: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it first appears: the title is announced and both choices are offered. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('已被他人修改');
    await expect(
      canvas.getByRole('button', { name: '读取最新版本（放弃我的修改）' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '对比两个版本' })).toBeVisible();
  },
};

/**
 * By keyboard: Tab to 对比两个版本, Enter; focus lands on the comparison (only the fields that
 * differ), then Tab to 保留我的修改 and press Space.
 */
export const ReviewWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: '读取最新版本（放弃我的修改）' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '对比两个版本' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: '我的修改与最新版本的对比' });
    await expect(args.onReview).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('table').closest('[tabindex="-1"]')).toHaveFocus());
    // Only the two fields that differ, each with both values.
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('rowheader', { name: '备注' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: '开始日期' })).toBeNull();
    await expect(table).toHaveTextContent('先做注意力训练');
    await expect(table).toHaveTextContent('家属陪同训练');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保留我的修改' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Load the latest by keyboard: Tab, Enter. */
export const ReloadWithKeyboard: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
    await expect(args.onKeepMine).not.toHaveBeenCalled();
  },
};
