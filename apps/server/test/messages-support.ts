import type { Message, MessageSocketServerMessage } from '@cep/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from './harness';
import { dataOf } from './records';

/*
 * Shared by the message tests (messages.test.ts, messages-socket.test.ts): a small clinic of
 * accounts, short ways to call the message API, real pictures and a WebSocket client that queues
 * what the server sends.
 */

export interface Person {
  id: number;
  token: string;
  name: string;
}

export interface Clinic {
  admin: Person;
  /** 张医生: a doctor whose team holds `patient`. */
  doctor: Person;
  /** 赵医生: a doctor of another team (holds `otherPatient`). */
  otherDoctor: Person;
  /** 李患者: on `doctor`'s team. */
  patient: Person;
  /** 王患者: on `otherDoctor`'s team only. */
  otherPatient: Person;
  /** Record ids, for team changes. */
  records: { doctor: number; otherDoctor: number; patient: number; otherPatient: number };
}

let serial = 0;

/** The accounts and care teams of the message tests, each signed in. */
export async function clinicOf(t: TestApp, prefix: string): Promise<Clinic> {
  const person = async (name: string, userAuth: '0' | '1' | '2'): Promise<Person> => {
    const id = await t.createUser({ username: `${prefix}${++serial}_${userAuth}`, name, userAuth });
    return { id, token: await t.tokenFor(id), name };
  };
  const admin = await person('管理员', '0');
  const doctor = await person('张医生', '1');
  const otherDoctor = await person('赵医生', '1');
  const patient = await person('李患者', '2');
  const otherPatient = await person('王患者', '2');
  const doctorRecord = async (p: Person) =>
    (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: p.id, doctor_name: p.name, job: '医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const patientRecord = async (p: Person) =>
    (
      await t.sql
        .insertInto('patients')
        .values({ user_id: p.id, patient_name: p.name, phone: '13800001111', age: 70 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const records = {
    doctor: await doctorRecord(doctor),
    otherDoctor: await doctorRecord(otherDoctor),
    patient: await patientRecord(patient),
    otherPatient: await patientRecord(otherPatient),
  };
  await t.sql
    .insertInto('care_team_members')
    .values([
      { patient_id: records.patient, doctor_id: records.doctor },
      { patient_id: records.otherPatient, doctor_id: records.otherDoctor },
    ])
    .execute();
  return { admin, doctor, otherDoctor, patient, otherPatient, records };
}

/** Small ways to call the message API as someone. */
export function messageApi(t: TestApp) {
  const post = (token: string, url: string, payload: unknown) =>
    t.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  return {
    post,
    get,
    /** The conversation of the caller with `userId` (asserts success). */
    start: async (who: Person, userId: number) =>
      dataOf<{ id: number }>(await post(who.token, '/api/message/start', { userId })).id,
    send: (who: Person, conversationId: number, text: string, extra: object = {}) =>
      post(who.token, '/api/message/send', { conversationId, text, ...extra }),
    /** Sends and asserts success. */
    sent: async (who: Person, conversationId: number, text: string, extra: object = {}) =>
      dataOf<Message>(
        await post(who.token, '/api/message/send', { conversationId, text, ...extra }),
      ),
    list: (who: Person, conversationId: number, query = '') =>
      get(who.token, `/api/message/list?conversationId=${conversationId}${query}`),
    unread: async (who: Person) =>
      dataOf<{ unread: number }>(await get(who.token, '/api/message/unread')).unread,
  };
}

/** A multipart body with one `file` part, as a browser sends it. */
export function filePart(data: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = 'cep-message-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** A real picture, with a secret in its EXIF that the server must drop. */
export function photo(secret = 'GPS 31.2304N 李患者'): Promise<Buffer> {
  return sharp({
    create: { width: 12, height: 8, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { ImageDescription: secret } } })
    .toBuffer();
}

/** Uploads a picture for a message as `who`; answers the envelope. */
export function uploadImage(t: TestApp, who: Person, data: Buffer, filename = 'photo.jpg') {
  return t.call({
    method: 'POST',
    url: '/api/message/image',
    token: who.token,
    ...filePart(data, filename, 'image/jpeg'),
  });
}

/** A WebSocket client that keeps what the server sends, in order, to be taken one by one. */
export interface TestSocket {
  socket: WebSocket;
  /** The next message the server sent (waits for it; fails after `timeoutMs`). */
  next(timeoutMs?: number): Promise<MessageSocketServerMessage>;
  /** The next message of `type`, skipping others. */
  nextOf<T extends MessageSocketServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<MessageSocketServerMessage, { type: T }>>;
  /** Messages received and not taken yet. */
  pending(): MessageSocketServerMessage[];
  send(message: unknown): void;
  /** Resolves with the close code when the server closes (or the socket drops). */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Opens the message socket of `origin` (http://host:port). */
export async function openSocket(origin: string): Promise<TestSocket> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/message/socket`);
  const queue: MessageSocketServerMessage[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(String(data)) as MessageSocketServerMessage);
    for (const wake of waiting.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (timeoutMs = 5000): Promise<MessageSocketServerMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const first = queue.shift();
      if (first) return first;
      if (socket.readyState === WebSocket.CLOSED) throw new Error('socket closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    socket,
    next,
    async nextOf(type, timeoutMs) {
      for (;;) {
        const message = await next(timeoutMs);
        if (message.type === type) return message as never;
      }
    },
    pending: () => [...queue],
    send: (message) => socket.send(JSON.stringify(message)),
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}

/** Opens a socket and signs it in as `who`; returns it after `ready`. */
export async function signedInSocket(origin: string, who: Person): Promise<TestSocket> {
  const socket = await openSocket(origin);
  socket.send({ type: 'auth', token: who.token });
  expect((await socket.next()).type).toBe('ready');
  return socket;
}
