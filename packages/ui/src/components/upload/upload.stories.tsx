import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { Upload } from './upload';

const MB = 1024 * 1024;

/** A real 1 × 1 PNG, so the preview shows an image rather than a broken icon. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const pngFile = (name = 'logo.png') => new File([pngBytes], name, { type: 'image/png' });
const bigPng = (size: number) =>
  new File([new Uint8Array(size)], 'banner.png', { type: 'image/png' });
const textFile = () => new File(['病历摘要'], 'notes.txt', { type: 'text/plain' });

/**
 * The picker's accept filter is only a hint (a person can switch it to "All files"), so the
 * stories hand over files the filter would hide, as that person could.
 */
const allFilesUser = () => baseUserEvent.setup({ applyAccept: false });

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A drop zone (click, keyboard or drag), the chosen file with its preview, a progress bar while the caller uploads.

## Variants

Images or documents; rejected file; progress.

## Do

- Say the accepted types and the size limit under it.

## Don't

- Upload before the check: the component checks type and size first.

## Accessibility

- Enter or Space opens the file chooser; a rejection is an alert in words.
`;

const meta = {
  title: 'UI/Upload',
  parameters: { docs: { description: { component: designNotes } } },
  component: Upload,
  tags: ['autodocs'],
  // The spec's navbar image: png/jpg/jpeg/bmp/gif, under 2 MB, with the caller's own words.
  args: {
    accept: ['png', 'jpg', 'jpeg', 'bmp', 'gif'],
    maxSize: 2 * MB,
    messages: { type: '只能上传图片!', size: '上传图片大小不能超过 2MB!' },
    hint: '支持 png、jpg、jpeg、bmp、gif，小于 2MB',
    label: '上传导航栏图片',
    onSelect: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

const inputOf = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A valid png: onSelect gets it and a preview with alt text appears. */
export const ValidImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const file = pngFile();
    await allFilesUser().upload(inputOf(canvasElement), file);

    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await expect(args.onReject).not.toHaveBeenCalled();
    const image = await canvas.findByRole('img', { name: '已选图片预览：logo.png' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    // The live region is always there (so the first message is announced), but empty.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A .txt: the caller's message shows in an alert and onSelect is not called. */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const file = textFile();
    await allFilesUser().upload(inputOf(canvasElement), file);

    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('只能上传图片!'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(file, 'type');
    // The drop zone is described by the message too.
    const trigger = canvas.getByRole('button', { name: '上传导航栏图片' });
    await expect(trigger).toHaveAccessibleDescription(/只能上传图片!/);
  },
};

/** Exactly 2 × 1024 × 1024 bytes is not under 2 MB: rejected with the caller's message. */
export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const file = bigPng(2 * MB);
    await allFilesUser().upload(inputOf(canvasElement), file);

    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('上传图片大小不能超过 2MB!'),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(file, 'size');
  },
};

/** `maxSizeInclusive` ("not over 2M"): the same 2 MB file passes; one byte more fails. */
export const InclusiveLimit: Story = {
  args: { maxSizeInclusive: true, messages: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    const user = allFilesUser();
    await user.upload(inputOf(canvasElement), bigPng(2 * MB));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);

    await user.upload(inputOf(canvasElement), bigPng(2 * MB + 1));
    // No caller message: the catalog's, with the limit filled in.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('文件大小不能超过 2MB'),
    );
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** The catalog's default type message lists the extensions. */
export const DefaultMessages: Story = {
  args: { messages: undefined },
  play: async ({ canvas, canvasElement }) => {
    await allFilesUser().upload(inputOf(canvasElement), textFile());
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('只能上传 png/jpg/jpeg/bmp/gif 文件'),
    );
  },
};

/** Tab to the drop zone, Enter (and Space) open the picker; so does a click. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = inputOf(canvasElement);
    // Stub the native picker; the assertion is that the hidden input was asked to open.
    const click = spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    try {
      const trigger = canvas.getByRole('button', { name: '上传导航栏图片' });
      await expect(trigger).toHaveAccessibleDescription('支持 png、jpg、jpeg、bmp、gif，小于 2MB');

      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(click).toHaveBeenCalledTimes(1);
      await expect(click.mock.contexts[0]).toBe(input);

      await userEvent.keyboard(' ');
      await expect(click).toHaveBeenCalledTimes(2);

      await userEvent.click(trigger);
      await expect(click).toHaveBeenCalledTimes(3);
    } finally {
      click.mockRestore();
    }
  },
};

function dragEvent(type: string, dataTransfer: DataTransfer) {
  return new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
}

/** Drag a file over the zone (data-dragging shows), drop it, and it is checked like a chosen one. */
export const DragAndDrop: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '上传导航栏图片' });
    const file = pngFile('drop.png');
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file);

    trigger.dispatchEvent(dragEvent('dragenter', dataTransfer));
    await waitFor(() => expect(trigger).toHaveAttribute('data-dragging'));
    await expect(trigger).toHaveTextContent('松开鼠标即可上传');
    const over = dragEvent('dragover', dataTransfer);
    trigger.dispatchEvent(over);
    // The zone accepts the drop (otherwise the browser would open the file).
    await expect(over.defaultPrevented).toBe(true);

    trigger.dispatchEvent(dragEvent('drop', dataTransfer));
    await waitFor(() => expect(trigger).not.toHaveAttribute('data-dragging'));
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('img', { name: '已选图片预览：drop.png' })).toBeVisible();

    // Dropping a wrong file shows the caller's message.
    const wrong = new DataTransfer();
    wrong.items.add(textFile());
    trigger.dispatchEvent(dragEvent('dragenter', wrong));
    trigger.dispatchEvent(dragEvent('drop', wrong));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('只能上传图片!'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Choosing another image swaps the preview and revokes the old object URL. */
export const ReplacePreview: Story = {
  play: async ({ canvas, canvasElement }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      const user = allFilesUser();
      await user.upload(inputOf(canvasElement), pngFile('first.png'));
      const first = await canvas.findByRole('img', { name: '已选图片预览：first.png' });
      const firstUrl = first.getAttribute('src');

      await user.upload(inputOf(canvasElement), pngFile('second.png'));
      await canvas.findByRole('img', { name: '已选图片预览：second.png' });
      await waitFor(() => expect(revoke).toHaveBeenCalledWith(firstUrl));
    } finally {
      revoke.mockRestore();
    }
  },
};

/** Several files at once: each is checked on its own. */
export const Multiple: Story = {
  args: {
    multiple: true,
    accept: ['pdf', 'png'],
    maxSize: undefined,
    messages: undefined,
    label: '上传检查报告',
  },
  play: async ({ canvas, canvasElement, args }) => {
    const report = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    await allFilesUser().upload(inputOf(canvasElement), [report, textFile()]);
    await expect(args.onSelect).toHaveBeenCalledWith(report);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('已选择：report.pdf')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('只能上传 pdf/png 文件'),
    );
  },
};

/** While the caller uploads, a progress bar shows how far it is. */
export const WithProgress: Story = {
  args: { progress: 40 },
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('progressbar', { name: '上传进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上传导航栏图片' })).toHaveFocus();
  },
};

/** Disabled: no focus, no picker, no drop. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const click = spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    try {
      const trigger = canvas.getByRole('button', { name: '上传导航栏图片' });
      await expect(trigger).toBeDisabled();
      await userEvent.tab();
      await expect(trigger).not.toHaveFocus();
      await userEvent.click(trigger);
      await expect(click).not.toHaveBeenCalled();

      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(pngFile());
      trigger.dispatchEvent(dragEvent('dragenter', dataTransfer));
      trigger.dispatchEvent(dragEvent('drop', dataTransfer));
      await expect(trigger).not.toHaveAttribute('data-dragging');
      await expect(args.onSelect).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  },
};
