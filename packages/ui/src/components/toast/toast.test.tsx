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

describe('toast', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('keeps errors 5000 ms and the other types 3000 ms', () => {
    toast('已保存');
    toast.success('保存成功');
    toast.info('有新消息');
    toast.warning('网络较慢');
    toast.error('保存失败');
    expect(calls.map(({ type, data }) => [type, (data as { duration: number }).duration])).toEqual([
      ['default', 3000],
      ['success', 3000],
      ['info', 3000],
      ['warning', 3000],
      ['error', 5000],
    ]);
  });

  it("lets the caller's options win, duration included", () => {
    toast.error('请重新登录', { duration: 10000, description: '会话已过期' });
    expect(calls[0]).toEqual({
      type: 'error',
      message: '请重新登录',
      data: { duration: 10000, description: '会话已过期' },
    });
  });
});
