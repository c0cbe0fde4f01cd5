import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { InlineEdit } from './inline-edit';

/** A saved title edited in place; the server (`onSave`) refuses a title that is already taken. */
function TitleCell({ onSave }: { onSave: (text: string) => void }) {
  const [saved, setSaved] = useState('认知训练入门');
  return (
    <div className="max-w-md space-y-2">
      <InlineEdit
        value={saved}
        label="标题：认知训练入门"
        validate={(text) =>
          text.trim() === ''
            ? '请输入标题'
            : text.trim().length > 20
              ? '标题不能超过20个字符'
              : undefined
        }
        onSave={async (text) => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          if (text.trim() === '已有的标题') throw new Error('已有同名文章');
          onSave(text.trim());
          setSaved(text.trim());
        }}
      />
      <output data-testid="saved" className="block text-sm">
        {saved}
      </output>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

The value, an edit button; in editing: a field with 保存 and 取消 and an error line.

## Variants

Text validation, async save.

## Do

- Use for one quick value in a table cell or a card.

## Don't

- Use for several fields at once: open a dialog or a page.

## Accessibility

- Enter saves, Escape cancels and returns focus to the edit button; a refused value stays in the field with the message.
`;

const meta = {
  title: 'UI/InlineEdit',
  component: TitleCell,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  args: { onSave: fn() },
} satisfies Meta<typeof TitleCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Enter on the edit button opens the field with the text selected; Escape puts
 * the saved value back and returns focus; an empty title is refused with its message and nothing
 * is saved; the server's refusal keeps the typed text; Enter saves a good one.
 */
export const EditByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const edit = canvas.getByRole('button', { name: '编辑 标题：认知训练入门' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByRole('textbox', { name: '标题：认知训练入门' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('认知训练入门');

    // Escape: nothing changes, focus back on the edit button.
    await userEvent.keyboard('改了一半');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '编辑 标题：认知训练入门' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByTestId('saved')).toHaveTextContent('认知训练入门');

    // A refused value: its message under the field, which stays open and marked.
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(canvas.getByRole('textbox', { name: '标题：认知训练入门' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入标题');
    await expect(canvas.getByRole('textbox', { name: '标题：认知训练入门' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSave).not.toHaveBeenCalled();

    // The server says no: its message, the typed text kept.
    await userEvent.keyboard('已有的标题{Enter}');
    await expect(await canvas.findByText('已有同名文章')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '标题：认知训练入门' })).toHaveValue(
      '已有的标题',
    );

    // Fixed, Enter saves; the cell shows the new value and focus is back on its button.
    await userEvent.clear(canvas.getByRole('textbox', { name: '标题：认知训练入门' }));
    await userEvent.keyboard('认知训练进阶{Enter}');
    await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('认知训练进阶'));
    await expect(args.onSave).toHaveBeenCalledWith('认知训练进阶');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '编辑 标题：认知训练入门' })).toHaveFocus(),
    );
  },
};

/** 取消 with the mouse puts the saved value back. */
export const CancelByMouse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 标题：认知训练入门' }));
    await userEvent.type(canvas.getByRole('textbox'), '不要了');
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(canvas.getByText('认知训练入门', { selector: 'span' })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
