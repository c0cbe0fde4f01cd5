// Two people writing to each other (a clinician and a patient of their team) as the console does:
// each holds the message socket (/api/message/socket: `auth`, then pushes), sends by
// POST /api/message/send with a clientKey per message (a retry after a lost answer stores nothing
// new), and after every reconnection asks `sync` from the last number it holds, merging by number
// (apps/server/README.md, "Message protocol"). Each side counts what it received: every message
// the server acknowledged must reach both sockets of its conversation exactly once (a number
// pushed twice is a duplicate; one never received after the catch-up is missing), and a push
// that skips a number is a gap (the server lost a message on a live socket).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pick } from './instances.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { WebSocket } = createRequire(path.join(root, 'apps/server/package.json'))('ws');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class MessageSide {
  constructor({ name, userId, token, preferred, conversationId, instances, stats }) {
    Object.assign(this, { name, userId, token, preferred, conversationId, instances, stats });
    this.received = new Set(); // seqs held (pushed or synced)
    this.pushed = new Map(); // seq → times pushed
    this.syncing = 0; // sync requests without their answer yet
    this.lastSeq = 0;
    this.duplicates = 0;
    this.gaps = 0;
    this.connects = 0;
    this.closes = new Map(); // close code → count
    this.stopped = false;
    this.socket = undefined;
  }

  connect() {
    const instance = pick(this.instances, this.preferred);
    const socket = new WebSocket(`${instance.url.replace(/^http/, 'ws')}/api/message/socket`);
    this.socket = socket;
    const started = performance.now();
    let ready = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: this.token })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'ready') {
        ready = true;
        this.connects += 1;
        this.stats.record('messages: socket ready', started, true, '');
        this.sync();
      } else if (message.type === 'message') {
        if (message.message.conversationId !== this.conversationId) return;
        const seq = message.message.seq;
        const pushes = this.pushed.get(seq) ?? 0;
        this.pushed.set(seq, pushes + 1);
        if (pushes > 0) this.duplicates += 1;
        // A push past a hole while no catch-up is under way: the server skipped a message.
        if (this.syncing === 0 && seq > this.lastSeq + 1 && !this.received.has(seq)) {
          this.gaps += 1;
          this.sync(); // as a careful client would: fetch what the push skipped
        }
        this.take(seq);
      } else if (message.type === 'synced') {
        if (message.conversationId !== this.conversationId) return;
        this.syncing = Math.max(0, this.syncing - 1);
        for (const m of message.messages) this.take(m.seq);
        if (message.more) this.sync();
      } else if (message.type === 'error') {
        this.stats.record(
          'messages: socket error',
          started,
          false,
          JSON.stringify(message).slice(0, 160),
        );
      }
    });
    socket.on('close', (code) => {
      this.closes.set(code, (this.closes.get(code) ?? 0) + 1);
      this.syncing = 0;
      if (!ready)
        this.stats.record(
          'messages: socket ready',
          started,
          false,
          `on ${instance.name} → closed ${code}`,
        );
      if (this.stopped || this.socket !== socket) return;
      setTimeout(() => this.stopped || this.connect(), ready ? 200 : 1000);
    });
    socket.on('error', () => {}); // 'close' follows
  }

  take(seq) {
    this.received.add(seq);
    while (this.received.has(this.lastSeq + 1)) this.lastSeq += 1;
  }

  sync() {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.syncing += 1;
    this.socket.send(
      JSON.stringify({ type: 'sync', conversationId: this.conversationId, afterSeq: this.lastSeq }),
    );
  }

  stop() {
    this.stopped = true;
    this.socket?.close(1000, 'load finished');
  }
}

/**
 * One side's sending loop: a message every ~`thinkMs`, retried with the same clientKey until the
 * server acknowledges it (or refuses it: 4xx). Acknowledged messages go into `ledger.messages`.
 */
export async function runSender({ call, side, ledger, running, thinkMs }) {
  await sleep(Math.random() * thinkMs);
  let n = 0;
  while (running()) {
    await sleep(thinkMs * (0.5 + Math.random()));
    const clientKey = randomUUID();
    const text = `负载消息 ${side.name} #${++n}`;
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await call('messages: send', side.preferred, 'POST', '/api/message/send', {
        token: side.token,
        json: { conversationId: side.conversationId, text, clientKey },
      });
      if (answer.ok) {
        ledger.messages.push({
          id: answer.data.id,
          seq: answer.data.seq,
          conversationId: side.conversationId,
          senderId: side.userId,
          clientKey,
        });
        break;
      }
      if (answer.code >= 40000 && answer.code < 50000) {
        ledger.refused.set('messages: send', (ledger.refused.get('messages: send') ?? 0) + 1);
        break;
      }
      await sleep(1000 * (attempt + 1));
    }
    if (Math.random() < 0.3 && side.lastSeq > 0) {
      await call('messages: read', side.preferred, 'POST', '/api/message/read', {
        token: side.token,
        json: { conversationId: side.conversationId },
      });
    }
  }
}
