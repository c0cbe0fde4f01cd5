import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { openOutbox, retryDelayMs, type OutboxMessage } from './outbox';

/*
 * The outbox's own logic against a real IndexedDB implementation (fake-indexeddb): order, once per
 * id, kept across a reopen (a reload), retried after no answer, a 4xx kept aside. The sending is
 * the test's function here; the end-to-end test sends to the real server.
 */

let n = 0;
const freshStore = () => createStore(`outbox-test-${(n += 1)}`, 'messages');
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const start = (i: number): OutboxMessage => ({
  type: 'start',
  body: { clientId: uuid(i), planId: 1, startedAt: 1_700_000_000_000 },
});
const finish = (i: number): OutboxMessage => ({
  type: 'finish',
  body: { clientId: uuid(i), planId: 1, outcome: 'completed' },
});

class Refusal extends Error {
  constructor(public code: number) {
    super(`refused ${code}`);
  }
}

/** Timers the test fires by hand. */
function manualTimers() {
  const due: Array<() => void> = [];
  return {
    setTimer: (callback: () => void) => due.push(callback),
    clearTimer: () => {},
    fire: () => due.splice(0).forEach((callback) => callback()),
    count: () => due.length,
  };
}

describe('training outbox', () => {
  it('sends in the order written, each id once', async () => {
    const sent: string[] = [];
    const outbox = await openOutbox({
      store: freshStore(),
      send: async (message) => void sent.push(`${message.type}:${message.body.clientId}`),
    });
    await outbox.add(start(1));
    await outbox.add(start(1)); // a double click
    await outbox.add(finish(1));
    expect(sent).toEqual([`start:${uuid(1)}`, `finish:${uuid(1)}`]);
    expect(outbox.counts()).toEqual({ waiting: 0, refused: 0 });
    outbox.close();
  });

  it('keeps what it could not send across a reopen, then sends it once back online', async () => {
    const store = freshStore();
    let online = false;
    const sent: string[] = [];
    const timers = manualTimers();
    const first = await openOutbox({
      store,
      online: () => online,
      send: async (message) => void sent.push(message.type),
      ...timers,
    });
    await first.add(start(2));
    await first.add(finish(2));
    expect(sent).toEqual([]);
    expect(first.counts().waiting).toBe(2);
    first.close();

    // A reload: the page opens the same store.
    online = true;
    const second = await openOutbox({
      store,
      online: () => online,
      send: async (message) => void sent.push(message.type),
      ...timers,
    });
    expect(second.counts().waiting).toBe(2);
    await second.flush();
    expect(sent).toEqual(['start', 'finish']);
    expect(second.counts().waiting).toBe(0);
    second.close();
  });

  it('retries after no answer, and keeps a refused message aside without retrying it', async () => {
    const timers = manualTimers();
    let answer: 'none' | 'ok' = 'none';
    const tried: string[] = [];
    const outbox = await openOutbox({
      store: freshStore(),
      online: () => true,
      send: async (message) => {
        tried.push(`${message.type}:${message.body.clientId}`);
        if (message.body.clientId === uuid(4)) throw new Refusal(40301);
        if (answer === 'none') throw new Refusal(0);
      },
      ...timers,
    });
    const seen: number[] = [];
    outbox.subscribe((counts) => seen.push(counts.waiting));
    await outbox.add(start(3));
    expect(outbox.counts().waiting).toBe(1);
    expect(timers.count()).toBe(1); // a retry is scheduled

    await outbox.add(start(4));
    answer = 'ok';
    timers.fire();
    await outbox.flush();
    expect(outbox.counts()).toEqual({ waiting: 0, refused: 1 });
    expect(outbox.refused()[0]?.refused).toEqual({ code: 40301, message: 'refused 40301' });
    const triesOfRefused = tried.filter((t) => t === `start:${uuid(4)}`).length;
    await outbox.flush();
    expect(tried.filter((t) => t === `start:${uuid(4)}`).length).toBe(triesOfRefused);
    expect(seen.at(-1)).toBe(0);
    outbox.close();
  });

  it('tells the level each plan item’s newest waiting result left, for the next session to start from', async () => {
    const outbox = await openOutbox({
      store: freshStore(),
      online: () => false,
      send: async () => {},
      ...manualTimers(),
    });
    const result = (i: number, planItemId: number, finishedAt: number, level: number) =>
      ({
        type: 'result',
        body: {
          clientId: uuid(i),
          sessionClientId: uuid(100),
          planItemId,
          startedAt: finishedAt - 60_000,
          finishedAt,
          levelState: { level, correctStreak: 0, errorStreak: 0, blockCount: 0, blockErrors: 0 },
          result: {} as never,
        },
      }) as OutboxMessage;
    await outbox.add(start(100));
    await outbox.add(result(11, 7, 2_000, 3));
    await outbox.add(result(12, 7, 1_000, 2)); // written later, finished earlier
    await outbox.add(result(13, 8, 1_500, 5));
    expect(outbox.waitingLevels()).toEqual({
      7: { level: 3, correctStreak: 0, errorStreak: 0, blockCount: 0, blockErrors: 0 },
      8: { level: 5, correctStreak: 0, errorStreak: 0, blockCount: 0, blockErrors: 0 },
    });
    outbox.close();
  });

  it('backs off from 2 s to at most 2 minutes', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 120_000, 120_000, 120_000,
    ]);
  });
});
