import type { AccessHistoryEntry } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccessHistorySection, type AccessHistoryCalls } from './access-history-section';

/*
 * 谁查看了我的档案 (issue 32 §4) as a component test: `calls` stand in for the API client's. The
 * server's rules are apps/server/test/access-history.test.ts; against the real server,
 * e2e/erasure.spec.ts.
 */

const phoneViewports = {
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
};

const entries: AccessHistoryEntry[] = [
  {
    id: 3,
    time: Date.UTC(2026, 10, 20, 2, 30),
    role: 'admin',
    name: null,
    part: 'profile',
    kind: 'read',
  },
  {
    id: 2,
    time: Date.UTC(2026, 10, 18, 6, 0),
    role: 'doctor',
    name: '张医生',
    part: 'assessment',
    kind: 'read',
  },
  {
    id: 1,
    time: Date.UTC(2026, 10, 2, 1, 0),
    role: 'doctor',
    name: '张医生',
    part: 'report',
    kind: 'export',
  },
];

function fakeCalls() {
  return {
    listMyAccessHistory: fn(async (query: { from?: number; to?: number } = {}) => {
      const list = entries.filter(
        (entry) =>
          (query.from === undefined || entry.time >= query.from) &&
          (query.to === undefined || entry.time <= query.to),
      );
      return { list, total: list.length, pageNum: 1, pageSize: 10, readRetentionDays: 365 };
    }),
  } satisfies AccessHistoryCalls;
}

const meta = {
  title: 'Console/Privacy/AccessHistory',
  component: AccessHistorySection,
  parameters: { viewport: { options: phoneViewports } },
  args: { calls: fakeCalls() },
} satisfies Meta<typeof AccessHistorySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who (医生 张医生, 系统管理员), when and what in plain words, and how long views are kept. */
export const ShowsWhoViewed: Story = {
  args: { calls: fakeCalls() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('谁查看了我的档案');
    const table = await canvas.findByRole('table', { name: '查看记录' });
    await waitFor(() => expect(table).toHaveTextContent('医生 张医生'));
    await expect(table).toHaveTextContent('查看了您的评估结果');
    await expect(table).toHaveTextContent('系统管理员');
    await expect(table).toHaveTextContent('查看了您的基本资料');
    await expect(table).toHaveTextContent('导出了您的报告');
    await expect(
      canvas.getByText('仅保留最近 365 天的查看记录；修改和导出的记录一直保留。'),
    ).toBeVisible();
  },
};

/** A date range typed and sent from the keyboard (Enter submits); 显示全部 clears it. */
export const NarrowsByDate: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '查看记录' });
    await waitFor(() => expect(table).toHaveTextContent('导出了您的报告'));
    const from = canvas.getByLabelText('开始日期');
    await userEvent.click(from);
    await userEvent.keyboard('2026-11-15');
    // Typing into a date input differs by browser: set it if the keys did not.
    if ((from as HTMLInputElement).value !== '2026-11-15') {
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-15');
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.calls.listMyAccessHistory).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: new Date('2026-11-15T00:00:00').getTime() }),
      ),
    );
    await waitFor(() => expect(table).not.toHaveTextContent('导出了您的报告'));
    await expect(table).toHaveTextContent('查看了您的评估结果');
    await userEvent.click(canvas.getByRole('button', { name: '显示全部' }));
    await waitFor(() => expect(table).toHaveTextContent('导出了您的报告'));
  },
};

/** Phone width: nothing scrolls sideways, the controls are at least 44 px tall. */
export const Phone: Story = {
  args: { calls: fakeCalls() },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '查看记录' });
    await waitFor(() => expect(table).toHaveTextContent('医生 张医生'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The rows fit the phone's width, or their scroll box is reachable from the keyboard.
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]')!;
    await waitFor(() =>
      expect(box.scrollWidth <= box.clientWidth || box.tabIndex === 0).toBe(true),
    );
    for (const control of [
      canvas.getByLabelText('开始日期'),
      canvas.getByRole('button', { name: '查询' }),
    ]) {
      const box = (control.closest('[data-slot="input"]') ?? control).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
