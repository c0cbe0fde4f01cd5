import type { ClientErrorEntry } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ClientErrorDrawer } from './client-error-drawer';

const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const report: ClientErrorEntry = {
  id: 31,
  userId: 2,
  username: 'doctor',
  message: "TypeError: Cannot read properties of undefined (reading 'name')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'name')\n    at PatientCard (patient-card.tsx:12:7)\n    at <b>renderWithHooks</b>",
  vm: '\n    at PatientCard\n    at PatientList',
  info: 'render',
  url: 'http://localhost:8080/system/patients?name=lhz',
  userAgent,
  browser: 'Chrome 120',
  time: Date.UTC(2026, 10, 23, 10, 0, 0),
  firstTime: Date.UTC(2026, 10, 22, 8, 0, 0),
  repeats: 3,
};

const meta = {
  title: 'Console/ClientErrorDrawer',
  component: ClientErrorDrawer,
  tags: ['autodocs'],
  args: { entry: report, onOpenChange: fn() },
} satisfies Meta<typeof ClientErrorDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A repeated report in full: the whole user agent, the count, first and last seen, and the stack
 * as preformatted text (markup in it stays text). Tab reaches the stack box; the close button
 * closes.
 */
export const Repeated: Story = {
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: '客户端错误 #31' });
    await waitFor(() => expect(within(drawer).getByText(userAgent)).toBeVisible());
    await expect(within(drawer).getByText('Chrome 120')).toBeVisible();
    await expect(within(drawer).getByText('3')).toBeVisible();
    await expect(within(drawer).getByText('doctor #2')).toBeVisible();
    const times = [...drawer.querySelectorAll('time')].map((time) => time.dateTime);
    await expect(times).toEqual(['2026-11-22T08:00:00.000Z', '2026-11-23T10:00:00.000Z']);

    const stack = within(drawer).getByRole('region', { name: '错误堆栈' });
    await expect(stack.tagName).toBe('PRE');
    await expect(stack).toHaveTextContent('at <b>renderWithHooks</b>');
    await expect(stack.querySelector('b')).toBeNull();
    for (let i = 0; i < 5 && document.activeElement !== stack; i++) await userEvent.tab();
    await expect(stack).toHaveFocus();

    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A report without stack or browser: each missing part is said in words. */
export const Sparse: Story = {
  args: {
    entry: { ...report, id: 32, stack: null, vm: null, info: null, userAgent: null, browser: null },
  },
  globals: { locale: 'en-US' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Client error #32' });
    await waitFor(() => expect(within(drawer).getByText('Not recognised')).toBeVisible());
    await expect(within(drawer).queryByRole('region')).toBeNull();
    // User agent and more (in the list), stack and component (under their headings).
    await expect(within(drawer).getAllByText('None')).toHaveLength(4);
  },
};
