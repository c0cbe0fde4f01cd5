import { useEffect, useState } from 'react';
import { api } from '../api-client';
import {
  openOutbox,
  outboxStore,
  type Outbox,
  type OutboxCounts,
  type OutboxMessage,
} from './outbox';

/** Sends one message with the API client (its code on failure: 0 = no answer). */
function sendMessage(message: OutboxMessage): Promise<unknown> {
  switch (message.type) {
    case 'start':
      return api.startTrainingSession(message.body);
    case 'result':
      return api.addExerciseResult(message.body);
    case 'finish':
      return api.finishTrainingSession(message.body);
  }
}

// One outbox per signed-in patient for the page's lifetime (opening it reads IndexedDB).
const opened = new Map<number, Promise<Outbox>>();

/** The outbox of the patient whose record is `patientId` (one store per patient). */
export function outboxOf(patientId: number): Promise<Outbox> {
  let outbox = opened.get(patientId);
  if (!outbox) {
    outbox = openOutbox({ send: sendMessage, store: outboxStore(patientId) }).then((box) => {
      void box.flush(); // what an earlier visit left behind
      return box;
    });
    opened.set(patientId, outbox);
  }
  return outbox;
}

/** The outbox and its live counts (waiting, refused). */
export function useOutbox(patientId: number | null): {
  outbox: Outbox | null;
  counts: OutboxCounts;
} {
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const [counts, setCounts] = useState<OutboxCounts>({ waiting: 0, refused: 0 });
  useEffect(() => {
    if (patientId === null) return;
    let live = true;
    let unsubscribe = () => {};
    void outboxOf(patientId).then((box) => {
      if (!live) return;
      setOutbox(box);
      setCounts(box.counts());
      unsubscribe = box.subscribe(setCounts);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [patientId]);
  return { outbox, counts };
}

/** Whether the browser is online, live. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
