import { describe, expect, it } from 'vitest';
import { createConfirmQueue } from './confirm-queue';

describe('createConfirmQueue', () => {
  it('rejects when no provider shows the questions', async () => {
    const queue = createConfirmQueue();
    await expect(queue.confirm('继续？')).rejects.toThrow(/ConfirmProvider/);
  });

  it('shows one question at a time, in order, and resolves each with its answer', async () => {
    const queue = createConfirmQueue();
    queue.attachHost();
    const first = queue.confirm({ message: '一' });
    const second = queue.confirm('二');
    expect(queue.current()?.message).toBe('一');

    queue.settle(queue.current()!.id, true);
    await expect(first).resolves.toBe(true);
    expect(queue.current()?.message).toBe('二');

    queue.settle(queue.current()!.id, false);
    await expect(second).resolves.toBe(false);
    expect(queue.current()).toBeNull();
  });

  it('keeps the same snapshot until something changes and notifies subscribers', () => {
    const queue = createConfirmQueue();
    queue.attachHost();
    let calls = 0;
    const unsubscribe = queue.subscribe(() => (calls += 1));
    void queue.confirm('一');
    expect(queue.current()).toBe(queue.current());
    expect(calls).toBe(1);
    queue.settle(999, true); // unknown id: ignored
    expect(calls).toBe(1);
    unsubscribe();
  });

  it('answers false to every open question when the last provider unmounts', async () => {
    const queue = createConfirmQueue();
    const detach = queue.attachHost();
    const pending = queue.confirm('一');
    detach();
    await expect(pending).resolves.toBe(false);
    expect(queue.current()).toBeNull();
  });
});
