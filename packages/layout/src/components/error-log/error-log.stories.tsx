import { Button } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { expect, screen, waitFor, within } from 'storybook/test';
import { useErrorLog } from '../../hooks/layout-hooks';
import { storyStores } from '../../testing/story-stores';
import { NavbarStoryFrame, resetNavbarStores } from '../../testing/navbar-story-frame';
import { ErrorLog } from './error-log';

/** A view that really throws while rendering, as a broken page would. */
function BrokenChart(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'points')");
}

/** A page with a button that renders the broken view inside an error boundary that logs. */
function PageWithBrokenView() {
  const [show, setShow] = useState(false);
  const log = useErrorLog();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ErrorLog />
      <Button onClick={() => setShow(true)}>打开训练图表</Button>
      {show && (
        <ErrorBoundary
          fallback={<p role="alert">图表加载失败</p>}
          onError={(error, info) =>
            log.add({ err: error, vm: info.componentStack?.trim() ?? '', info: 'react' })
          }
        >
          <BrokenChart />
        </ErrorBoundary>
      )}
      <Button variant="text">下一个工具</Button>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

A badge with the number of client errors, opening their table in a dialog; shown only when there are errors.

## Accessibility

Its name includes the count; the dialog is titled.
`;

const meta = {
  title: 'Layout/ErrorLog',
  parameters: { docs: { description: { component: designNotes } } },
  component: ErrorLog,
  tags: ['autodocs'],
  beforeEach: resetNavbarStores,
  render: () => (
    <NavbarStoryFrame>
      <PageWithBrokenView />
    </NavbarStoryFrame>
  ),
} satisfies Meta<typeof ErrorLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No badge while the log is empty. A view throws: the badge appears with 1; the dialog lists the
 * error with the component stack; Clear All (by keyboard) empties the log, the badge goes and
 * focus moves on to the next tool.
 */
export const CollectAndClear: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: /错误日志/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '打开训练图表' }));
    await canvas.findByRole('alert');
    const badge = await canvas.findByRole('button', { name: '错误日志 1 条' });
    await expect(badge).toHaveTextContent('1');
    await expect(storyStores().errorLog.state.logs[0]?.vm).toMatch(/BrokenChart/);

    await userEvent.click(badge);
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    const table = within(dialog).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['信息', '来源', '网址', '堆栈']);
    await expect(table).toHaveTextContent("Cannot read properties of undefined (reading 'points')");
    await expect(table).toHaveTextContent(/at BrokenChart/);
    const stack = within(dialog).getByRole('region', { name: '第 1 条错误的堆栈' });
    await expect(stack.tagName).toBe('PRE');
    await expect(stack).toHaveTextContent(/TypeError/);

    const clear = within(dialog).getByRole('button', { name: '清空全部' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStores().errorLog.state.logs).toEqual([]);
    await expect(canvas.queryByRole('button', { name: /错误日志/ })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: '打开训练图表' })).toHaveFocus());
    await expect(await screen.findByText('错误日志已清空')).toBeInTheDocument();
  },
};

/**
 * Entries from anywhere (window errors, rejections) show newest first. A message or stack that
 * holds markup is shown as text, never run as HTML. Keyboard: Tab to the badge, Enter opens,
 * Tab reaches the scrollable stack, Escape closes and focus returns to the badge.
 */
export const MarkupStaysText: Story = {
  play: async ({ canvas, userEvent }) => {
    storyStores().errorLog.add({
      err: new Error('Network Error'),
      info: 'unhandledrejection',
      url: 'https://console.example/#/MPSA',
    });
    storyStores().errorLog.add({
      err: { message: '<img src=x onerror="window.__pwned = 1">患者姓名', stack: '<b>at x</b>' },
      info: 'window error (https://console.example/app.js:1:1)',
      url: 'https://console.example/#/dashboard',
    });

    const badge = await canvas.findByRole('button', { name: '错误日志 2 条' });
    await userEvent.tab();
    await expect(badge).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('<img src=x onerror="window.__pwned = 1">患者姓名');
    await expect(rows[1]).toHaveTextContent('Network Error');
    await expect(dialog.querySelector('img, b')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    const stack = within(dialog).getByRole('region', { name: '第 2 条错误的堆栈' });
    await expect(stack).toHaveTextContent('<b>at x</b>');
    while (document.activeElement !== stack) await userEvent.tab();
    await expect(stack).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(badge).toHaveFocus();
    await expect(storyStores().errorLog.state.logs).toHaveLength(2);

    // Left open: the page's axe check then covers the table in every theme.
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: '错误日志' });
  },
};

/** English: the count, the headers and 'Clear All' in English; the mouse clears. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    for (let i = 1; i <= 3; i++)
      storyStores().errorLog.add({ err: new Error(`Request ${i} failed`), info: 'test' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Error log 3 entries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    await expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Message', 'Info', 'URL', 'Stack']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: /Error log/ })).toBeNull();
  },
};
