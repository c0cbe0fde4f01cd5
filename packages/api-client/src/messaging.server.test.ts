import type { Message } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiError } from './api-error';
import type { ApiClient } from './api-client';
import type { MessageChannel, MessageChannelHandlers } from './calls/message-channel';
import { signedIn, unique } from './testing/real-server';

// The real server of the client project with its demo data; no mocking. A doctor and a patient of
// this test's own (one care team) write to each other through the client: the calls, a picture,
// and the live channel over a real WebSocket (Node 20 has none built in: `ws`).

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A channel whose events are kept, with a wait for the one that matches. */
function recorded(api: ApiClient) {
  const events: { kind: string; event: unknown }[] = [];
  const waiters = new Set<() => void>();
  const push = (kind: string) => (event: unknown) => {
    events.push({ kind, event });
    for (const wake of waiters) wake();
  };
  const handlers: MessageChannelHandlers = {
    onReady: push('ready'),
    onMessage: push('message'),
    onRead: push('read'),
    onError: push('error'),
    onStatus: push('status'),
  };
  const channel: MessageChannel = api.connectMessages(handlers, {
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  const until = <T>(kind: string, match: (event: T) => boolean = () => true, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = events.find((e) => e.kind === kind && match(e.event as T));
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found.event as T);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${kind} event in ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { channel, events, until };
}

describe('messages through the client', () => {
  it('a doctor and a patient of one team write, read, send a picture and catch up', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const doctorName = unique('md');
    const patientName = unique('mp');
    const doctorAccount = await admin.addUser({
      username: doctorName,
      password: 'Passw0rd!',
      name: '消息医生',
      userAuth: '1',
    });
    const doctorRecord = await admin.addDoctor({
      userId: doctorAccount.id,
      doctorName: '消息医生',
      job: '医生',
    });
    const patientAccount = await admin.addUser({
      username: patientName,
      password: 'Passw0rd!',
      name: '消息患者',
      userAuth: '2',
    });
    const patientRecord = await admin.addPatient({
      userId: patientAccount.id,
      patientName: '消息患者',
    });
    await admin.assignCareTeam({ patientId: patientRecord.id, doctorId: doctorRecord.id });
    const doctor = await signedIn(doctorName, 'Passw0rd!');
    const patient = await signedIn(patientName, 'Passw0rd!');

    // Whom the patient may write to: this doctor alone; another patient is refused.
    const contacts = await patient.listMessageContacts();
    expect(contacts.list.map((c) => [c.userId, c.name, c.kind])).toEqual([
      [doctorAccount.id, '消息医生', 'clinician'],
    ]);
    const refused = await patient.startConversation(1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(40301);

    const conversation = await doctor.startConversation(patientAccount.id);
    expect(conversation.peer).toMatchObject({ name: '消息患者', kind: 'patient' });

    const live = recorded(patient);
    const doctorLive = recorded(doctor);
    try {
      await live.until('ready');
      await doctorLive.until('ready');
      const first = await doctor.sendMessage({
        conversationId: conversation.id,
        text: '您好，我是您的医生',
        clientKey: crypto.randomUUID(),
      });
      const heard = await live.until<{ message: Message; unread: number }>(
        'message',
        (e) => e.message.id === first.id,
      );
      expect(heard.message).toEqual({ ...first, mine: false });
      expect(heard.unread).toBe(1);
      expect(await patient.countUnreadMessages()).toEqual({ unread: 1 });

      const read = await patient.readMessages(conversation.id);
      expect(read).toMatchObject({ unread: 0, conversationUnread: 0, readSeq: first.seq });
      await doctorLive.until<{ by: string; readSeq: number }>(
        'read',
        (e) => e.by === 'peer' && e.readSeq === first.seq,
      );

      // A picture: uploaded, sent, seen by the doctor as a Blob with the token.
      const image = await patient.uploadMessageImage(new Blob([png], { type: 'image/png' }), {
        filename: 'dot.png',
      });
      const withImage = await patient.sendMessage({
        conversationId: conversation.id,
        imageId: image.imageId,
      });
      expect(withImage.image).toBe(image.url);
      const blob = await doctor.getFile(image.url);
      expect(blob.type).toBe('image/png');

      // Offline: the channel closed, three arrive, a new channel catches up exactly those.
      live.channel.close();
      const missed = [
        await doctor.sendMessage({ conversationId: conversation.id, text: '一' }),
        await doctor.sendMessage({ conversationId: conversation.id, text: '二' }),
        await doctor.sendMessage({ conversationId: conversation.id, text: '三' }),
      ];
      const back = recorded(patient);
      try {
        await back.until('ready');
        const caughtUp = await back.channel.catchUp(conversation.id, withImage.seq);
        expect(caughtUp).toEqual(missed.map((m) => ({ ...m, mine: false })));
        const page = await patient.listMessages({
          conversationId: conversation.id,
          afterSeq: withImage.seq,
        });
        expect(page.list.map((m) => m.text)).toEqual(['一', '二', '三']);
        // Someone else's conversation is refused over the socket too.
        const others = await back.channel.catchUp(1, 0).catch((error: unknown) => error);
        expect((others as ApiError).code).toBe(40301);
      } finally {
        back.channel.close();
      }
    } finally {
      live.channel.close();
      doctorLive.channel.close();
    }
  });

  it('stops for good when the session ends', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const live = recorded(admin);
    try {
      await live.until('ready');
      await admin.logout(admin.tokenStore.getToken() ?? '');
      // The server finds the ended session at its next check; the channel does not reconnect.
      await live.until<string>('status', (status) => status === 'signedOut', 30_000);
      expect(live.channel.status).toBe('signedOut');
    } finally {
      live.channel.close();
    }
  });
});
