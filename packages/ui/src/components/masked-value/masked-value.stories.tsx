import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { maskIdCard, maskPhone } from './mask';
import { MaskedValue } from './masked-value';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A masked number (ID card, phone) and, for a permitted user, a reveal / hide button.

## Variants

With or without the reveal.

## Do

- Show personal numbers masked by default.

## Don't

- Keep the full value in the page after hiding it: the next look asks the server again and is audited.

## Accessibility

- The button says what it reveals; the revealed value is announced.
`;

const meta = {
  title: 'UI/MaskedValue',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } } },
  component: MaskedValue,
  args: { value: maskIdCard('110101199001011234'), kind: 'idCard' },
} satisfies Meta<typeof MaskedValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the server's reveal call (checked and audited there). */
const slowly = (value: string) => () =>
  new Promise<string>((resolve) => setTimeout(() => resolve(value), 50));

/** A user without the permission sees the mask and no button. */
export const Masked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('110***********1234')).toBeVisible();
    await expect(canvas.getByText('身份证号（已隐藏部分） 110…1234')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Reveal with the mouse: the server's value replaces the mask; hide forgets it. */
export const Reveal: Story = {
  args: { onReveal: fn(slowly('110101199001011234')) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示完整身份证号' }));
    await expect(await canvas.findByText('110101199001011234')).toBeVisible();
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '隐藏身份证号' }));
    await expect(canvas.getByText('110***********1234')).toBeVisible();
    await expect(canvas.queryByText('110101199001011234')).toBeNull();
    // Each look is a new server call (and a new audit line).
    await userEvent.click(canvas.getByRole('button', { name: '显示完整身份证号' }));
    await expect(await canvas.findByText('110101199001011234')).toBeVisible();
    await expect(args.onReveal).toHaveBeenCalledTimes(2);
  },
};

/** A phone number, revealed from the keyboard (Tab, Enter). */
export const PhoneWithKeyboard: Story = {
  args: { value: maskPhone('13812345678'), kind: 'phone', onReveal: slowly('13812345678') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('138****5678')).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '显示完整手机号' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('13812345678')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '隐藏手机号' })).toBeVisible());
  },
};

/** The server refuses (no permission any more, network): the mask stays and the user is told. */
export const RevealFails: Story = {
  args: { onReveal: () => Promise.reject(new Error('403')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示完整身份证号' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('无法显示，请稍后重试');
    await expect(canvas.getByText('110***********1234')).toBeVisible();
  },
};
