import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { MessageComposer } from './message-composer';

const MB = 1024 * 1024;
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const photo = () => new File([pngBytes], '血压记录.png', { type: 'image/png' });

/** The picker's filter is a hint only: these stories hand over what a person could pick anyway. */
const user = () => baseUserEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A growing text field, an optional picture with its preview, and a send button.

## Variants

With or without picture; \`maxLength\` shows a counter.

## Do

- Name it after the recipient (写给张医生的消息).

## Don't

- Send on Enter while an input method is composing: the component already waits for pinyin to finish.

## Accessibility

- Enter sends, Shift + Enter starts a new line.
- A refused picture says why in an alert, before anything is sent.
`;

const meta = {
  title: 'Chat/MessageComposer',
  parameters: { docs: { description: { component: designNotes } } },
  component: MessageComposer,
  tags: ['autodocs'],
  args: { label: '写给张医生的消息', maxLength: 2000, onSend: fn() },
  decorators: [
    (Story) => (
      <div className="w-96 rounded-md border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends (trimmed) and empties the field; Shift + Enter starts a new line; empty sends nothing. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: '写给张医生的消息' });
    const send = canvas.getByRole('button', { name: '发送' });
    await expect(send).toBeDisabled();
    await user().click(field);
    await user().keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await user().keyboard('  今天血压 130/85{Shift>}{Enter}{/Shift}头不晕  ');
    await expect(field).toHaveValue('  今天血压 130/85\n头不晕  ');
    await user().keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      text: '今天血压 130/85\n头不晕',
      image: null,
    });
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(field).toHaveFocus();
  },
};

/** A picture is checked before anything goes: its preview can be removed, a wrong type is named. */
export const Picture: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const person = user();
    await person.upload(
      fileInput(canvasElement),
      new File(['x'], '病历.txt', { type: 'text/plain' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '只能发送 JPG、JPEG、PNG、GIF、BMP 图片',
    );
    await person.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(2 * MB)], 'big.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('图片不能超过 2MB');
    const file = photo();
    await person.upload(fileInput(canvasElement), file);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('img', { name: '要发送的图片' })).toBeVisible();
    await person.click(canvas.getByRole('button', { name: '移除图片' }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await person.upload(fileInput(canvasElement), file);
    // The picture button says it will replace the picture; a picture alone can be sent.
    await expect(canvas.getByRole('button', { name: '更换图片' })).toBeVisible();
    await person.click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: '', image: file });
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
  },
};

/** A send that fails keeps every word typed. */
export const SendFails: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox');
    await user().type(field, '明天几点复诊？');
    await user().click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: '发送' })).toBeEnabled());
    await expect(field).toHaveValue('明天几点复诊？');
  },
};

/** Near the limit the field counts down; beyond it, it says so and sends nothing. */
export const TooLong: Story = {
  args: { maxLength: 10 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox');
    await user().type(field, '一二三四五六七八九');
    await expect(canvas.getByText('还能输入 1 个字')).toBeVisible();
    await user().type(field, '十十');
    await expect(canvas.getByRole('alert')).toHaveTextContent('消息不能超过 10 个字');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await user().keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeDisabled();
  },
};

/** A patient's composer: large text and buttons of at least 44 px. */
export const Patient: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    for (const name of ['添加图片', '发送']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** When nothing may be sent, the reason takes the field's place. */
export const Closed: Story = {
  args: { disabled: true, disabledReason: '你们已不在同一护理团队中，以前的消息仍可查看' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/以前的消息仍可查看/)).toBeVisible();
  },
};
