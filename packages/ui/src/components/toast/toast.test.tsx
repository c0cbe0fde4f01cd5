import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { type: string; message: unknown; data: unknown }[] = [];
vi.mock('sonner', () => {
  const record = (type: string) => (message: unknown, data: unknown) => {
    calls.push({ type, message, data });
    return calls.length;
  };
  return {
    toast: Object.assign(record('default'), {
      success: record('success'),
      info: record('info'),
      warning: record('warning'),
      error: record('error'),
      loading: record('loading'),
      promise: record('promise'),
      dismiss: record('dismiss'),
    }),
  };
});

const { toast } = await import('./toast-api');
const { toasterMounted, toastWanted } = await import('./toast-loader');

/** The calls reach sonner once it has loaded and a Toaster listens: let them through. */
async function settle() {
  toasterMounted();
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
}

describe('toast', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('asks for nothing until the first toast', () => {
    expect(toastWanted()).toBe(false);
    toast.dismiss();
    expect(toastWanted()).toBe(false);
  });

  it('keeps errors 5000 ms and the other types 3000 ms', async () => {
    toast('已保存');
    toast.success('保存成功');
    toast.info('有新消息');
    toast.warning('网络较慢');
    toast.error('保存失败');
    await settle();
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(calls.map(({ type, data }) => [type, (data as { duration: number }).duration])).toEqual([
      ['default', 3000],
      ['success', 3000],
      ['info', 3000],
      ['warning', 3000],
      ['error', 5000],
    ]);
  });

  it("lets the caller's options win, duration included", async () => {
    const id = toast.error('请重新登录', { duration: 10000, description: '会话已过期' });
    await settle();
    expect(calls[0]).toEqual({
      type: 'error',
      message: '请重新登录',
      data: { duration: 10000, description: '会话已过期', id },
    });
  });
});

describe('toast ids', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('are known at once, so dismiss(id) reaches the same toast; a given id is kept', async () => {
    const id = toast.loading('正在导出');
    expect(id).toMatch(/^cep-toast-\d+$/);
    toast.dismiss(id);
    expect(toast.success('已保存', { id: 'saved' })).toBe('saved');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map(({ type, message }) => [type, message])).toEqual([
      ['loading', '正在导出'],
      ['dismiss', id],
      ['success', '已保存'],
    ]);
  });
});
