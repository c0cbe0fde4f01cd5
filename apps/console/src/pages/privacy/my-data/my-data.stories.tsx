import { ApiError } from '@cep/api-client';
import type { MyDataRequest } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MyDataSection, type MyDataCalls } from './my-data-section';

/*
 * 我的数据 (issue 32, item 3) as a component test: `calls` stand in for the API client's, the
 * preparation moving a step per status call. The server's rules are apps/server/test/
 * my-data.test.ts; the page against the real server is e2e/my-data.spec.ts.
 */

const base: MyDataRequest = {
  id: '6f1c2a7e-6a55-4c1b-9a51-0d1f0c4f3e21',
  status: 'queued',
  progress: 0,
  step: 'queued',
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
  error: null,
};

const ready: MyDataRequest = {
  ...base,
  status: 'ready',
  progress: 100,
  step: 'done',
  finishedAt: '2026-11-28T10:02:00.000Z',
  expiresAt: '2026-12-05T10:02:00.000Z',
  sizeBytes: 123_456,
};

/** A preparation that goes queued → recordings (40 %) → ready, a status call per step. */
function fakeCalls(first: MyDataRequest | null = null, end: MyDataRequest = ready) {
  const steps: MyDataRequest[] = [
    { ...base, status: 'running', progress: 40, step: 'recordings' },
    end,
  ];
  let current = first;
  let asked = false;
  return {
    getMyData: fn(async () => {
      if (asked && steps.length > 0) current = steps.shift()!;
      return { request: current };
    }),
    requestMyData: fn(async () => {
      asked = true;
      current = base;
      return base;
    }),
    downloadMyData: fn(async () => ({
      blob: new Blob(['PK'], { type: 'application/zip' }),
      filename: '我的数据-20261128.zip',
    })),
  } satisfies MyDataCalls;
}

const meta = {
  title: 'Console/Privacy/MyData',
  component: MyDataSection,
  args: { calls: fakeCalls(), pollMs: 50, save: fn() },
} satisfies Meta<typeof MyDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The patient reads what is included, presses 准备我的数据 (by keyboard), follows the step in
 * words, hears it is ready, and 下载 saves 我的数据-YYYYMMDD.zip; the expiry date is shown.
 */
export const PreparesAndDownloads: Story = {
  args: { calls: fakeCalls(), pollMs: 50, save: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('我的数据');
    await expect(canvas.getByRole('list')).toHaveTextContent('生理信号记录');
    const prepare = await canvas.findByRole('button', { name: '准备我的数据' });
    await userEvent.tab();
    await expect(prepare).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.calls.requestMyData).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expect(await canvas.findByText(/正在整理生理信号记录/)).toBeVisible();
    const download = await canvas.findByRole('button', { name: '下载' });
    await waitFor(() => expect(download).toHaveFocus());
    await expect(canvas.getByText(/之前下载，之后文件会自动删除/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), '我的数据-20261128.zip'),
    );
    await expect(args.calls.downloadMyData).toHaveBeenCalledWith(base.id);
  },
};

/** A failed preparation says why, and 重试 asks again. */
export const FailedThenRetry: Story = {
  args: {
    calls: fakeCalls({
      ...base,
      status: 'failed',
      progress: 70,
      step: 'reports',
      error: '准备资料时出错，请重试',
      finishedAt: '2026-11-28T10:01:00.000Z',
    }),
    pollMs: 50,
    save: fn(),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/准备资料时出错，请重试/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.calls.requestMyData).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: '下载' })).toBeVisible();
  },
};

/** A second request while one runs is refused by the server: its words are shown. */
export const RefusedWhileRunning: Story = {
  args: {
    calls: {
      ...fakeCalls(),
      requestMyData: fn(async () => {
        throw new ApiError(40940, '您的资料正在准备中，请等待完成后再申请');
      }),
    },
    pollMs: 50,
    save: fn(),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '准备我的数据' }));
    await expect(await canvas.findByText('您的资料正在准备中，请等待完成后再申请')).toBeVisible();
  },
};
