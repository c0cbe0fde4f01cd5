import type { CallBody, LevelStateData } from '@cep/contract';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/*
 * The training outbox: what a patient's session sends (its start, each exercise result, its
 * finish) is written to IndexedDB first and sent when the server can be reached, so a session
 * trained on a weak home connection loses nothing, across reloads too. Every message carries an
 * id made in the browser and the server stores each id once, so sending again after a lost answer
 * is safe. An answer that can never succeed (a 4xx: the plan was removed, the data refused) is
 * kept aside, shown and not retried.
 */

export type OutboxMessage =
  | { type: 'start'; body: CallBody<'startTrainingSession'> }
  | { type: 'result'; body: CallBody<'addExerciseResult'> }
  | { type: 'finish'; body: CallBody<'finishTrainingSession'> };

export interface OutboxEntry {
  /** Unique key: the message type and its client id. */
  key: string;
  /** Order of writing: a session's start goes before its results, its finish after. */
  seq: number;
  message: OutboxMessage;
  attempts: number;
  /** Set when the server refused it for good: kept aside, not sent again. */
  refused?: { code: number; message: string };
}

/** Sends one message; rejects with an error carrying the server's `code` (0: no answer). */
export type SendMessage = (message: OutboxMessage) => Promise<unknown>;

export interface OutboxCounts {
  waiting: number;
  refused: number;
}

export interface Outbox {
  /** Stores a message (once per key) and tries to send what is waiting. */
  add(message: OutboxMessage): Promise<void>;
  /** Sends what is waiting, in order, until one fails for want of a connection. */
  flush(): Promise<void>;
  counts(): OutboxCounts;
  /** Calls `listener` whenever the counts change; returns the unsubscribe. */
  subscribe(listener: (counts: OutboxCounts) => void): () => void;
  /** Refused messages, for the page to show. */
  refused(): OutboxEntry[];
  /**
   * The level state each plan item's newest waiting result carries (by its finish time): a new
   * session starts from these, since the server has not yet seen those results.
   */
  waitingLevels(): Record<number, LevelStateData>;
  /** Stops the retry timer and listeners (tests, unmount of the app). */
  close(): void;
}

/** A key per message: the same result queued twice (a double click, a resume) is one entry. */
export function keyOf(message: OutboxMessage): string {
  return `${message.type}:${message.body.clientId}`;
}

const codeOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
    ? error.code
    : 0;

/** Retry delays after a failed send: 2 s doubling to 2 min. */
export const retryDelayMs = (failures: number) => Math.min(2000 * 2 ** (failures - 1), 120_000);

export interface OutboxOptions {
  send: SendMessage;
  /** The IndexedDB store; one per signed-in user so two patients on one computer never mix. */
  store?: UseStore;
  /** Whether the browser believes it is online (skips a doomed send, and its error toast). */
  online?: () => boolean;
  /** Timers, injectable for tests. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The IndexedDB store of one user's outbox. */
export function outboxStore(userId: number): UseStore {
  return createStore(`cep-training-outbox-${userId}`, 'messages');
}

export async function openOutbox(options: OutboxOptions): Promise<Outbox> {
  const {
    send,
    store = createStore('cep-training-outbox', 'messages'),
    online = () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;

  const pending = new Map<string, OutboxEntry>();
  for (const [key, entry] of await entries<string, OutboxEntry>(store)) pending.set(key, entry);
  let seq = Math.max(0, ...[...pending.values()].map((entry) => entry.seq));
  const listeners = new Set<(counts: OutboxCounts) => void>();
  // Keys already delivered since the page opened: the same message again is not sent again (the
  // server would store it once anyway, by its client id).
  const delivered = new Set<string>();
  let failures = 0;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const counts = (): OutboxCounts => {
    let waiting = 0;
    let refused = 0;
    for (const entry of pending.values()) {
      if (entry.refused) refused += 1;
      else waiting += 1;
    }
    return { waiting, refused };
  };
  const changed = () => {
    const now = counts();
    for (const listener of listeners) listener(now);
  };

  const schedule = () => {
    if (closed || timer !== null) return;
    failures += 1;
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, retryDelayMs(failures));
  };

  async function drain(): Promise<void> {
    const queue = [...pending.values()]
      .filter((entry) => !entry.refused)
      .sort((a, b) => a.seq - b.seq);
    for (const entry of queue) {
      if (closed) return;
      if (!online()) {
        schedule();
        return;
      }
      try {
        await send(entry.message);
        delivered.add(entry.key);
        pending.delete(entry.key);
        await del(entry.key, store);
        failures = 0;
        changed();
      } catch (error) {
        const code = codeOf(error);
        entry.attempts += 1;
        // 4xx: the server looked and said no; sending it again gives the same answer.
        if (code >= 40000 && code < 50000) {
          entry.refused = {
            code,
            message: error instanceof Error ? error.message : String(error),
          };
          await set(entry.key, entry, store);
          changed();
          continue;
        }
        // No answer (0) or a server fault (5xx, an expired session): try again later.
        await set(entry.key, entry, store);
        schedule();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    // One drain at a time: a second call waits for the running one, then drains again.
    const next: Promise<void> = (running ?? Promise.resolve()).then(drain).finally(() => {
      if (running === next) running = null;
    });
    running = next;
    return next;
  }

  const onOnline = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    failures = 0;
    void flush();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return {
    async add(message) {
      const key = keyOf(message);
      if (!pending.has(key) && !delivered.has(key)) {
        const entry: OutboxEntry = { key, seq: (seq += 1), message, attempts: 0 };
        pending.set(key, entry);
        await set(key, entry, store);
        changed();
      }
      await flush();
    },
    flush,
    counts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refused: () => [...pending.values()].filter((entry) => entry.refused),
    waitingLevels() {
      const newest = new Map<number, { finishedAt: number; state: LevelStateData }>();
      for (const { message, refused } of pending.values()) {
        if (refused || message.type !== 'result' || !message.body.levelState) continue;
        const { planItemId, finishedAt, levelState } = message.body;
        const known = newest.get(planItemId);
        if (!known || known.finishedAt <= finishedAt) {
          newest.set(planItemId, { finishedAt, state: levelState });
        }
      }
      return Object.fromEntries([...newest].map(([itemId, { state }]) => [itemId, state]));
    },
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}
