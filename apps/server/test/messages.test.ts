import type { FastifyInstance } from 'fastify';
import type { Conversation, Message, MessageContact, Page } from '@cep/contract';
import { MESSAGE_TEXT_MAX } from '@cep/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import {
  clinicOf,
  filePart,
  messageApi,
  photo,
  uploadImage,
  type Clinic,
  type Person,
} from './messages-support';
import { auditOf, dataOf, errorOf } from './records';

/*
 * Messages over HTTP (issue 16) on real PostgreSQL: who may write to whom, paging and ordering by
 * the server's sequence, unread counts, retried sends, text rules, pictures checked like uploads
 * and shown only to the conversation's two people, and the send limit shared by two instances.
 * The live channel is messages-socket.test.ts.
 */

describe.each(engines)('messages on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let c: Clinic;
  let api: ReturnType<typeof messageApi>;

  beforeAll(async () => {
    // A limit no test here reaches but the limit's own (below, on an app of its own).
    t = await startTestApp(engine, { messageSendLimit: { max: 1000, windowMs: 60_000 } });
    c = await clinicOf(t, 'msg');
    api = messageApi(t);
  });
  afterAll(() => t?.close());

  const contactsOf = async (who: Person, query = '') =>
    dataOf<Page<MessageContact>>(
      await api.get(who.token, `/api/message/contacts?pageSize=100${query}`),
    );
  const conversationsOf = async (who: Person) =>
    dataOf<Page<Conversation>>(await api.get(who.token, '/api/message/conversations?pageSize=100'));

  describe('who may write to whom', () => {
    it('a patient reaches the clinicians of their care team only', async () => {
      const contacts = await contactsOf(c.patient);
      expect(contacts.list.map((p) => [p.userId, p.name, p.kind, p.job])).toEqual([
        [c.doctor.id, '张医生', 'clinician', '医生'],
      ]);
      expect(contacts.total).toBe(1);
      await api.start(c.patient, c.doctor.id);
      for (const [someone, why] of [
        [c.otherDoctor, 'a clinician of another team'],
        [c.otherPatient, 'another patient'],
        [c.admin, 'an admin'],
      ] as const) {
        const res = await api.post(c.patient.token, '/api/message/start', { userId: someone.id });
        expect(errorOf(res, 40301), why).toBe('只能给自己护理团队的医护人员发消息');
      }
      // An account that does not exist is refused the same way (nothing learned about ids).
      errorOf(await api.post(c.patient.token, '/api/message/start', { userId: 999_999 }), 40301);
      errorOf(
        await api.post(c.patient.token, '/api/message/start', { userId: c.patient.id }),
        40001,
      );
    });

    it('a doctor reaches their team’s patients and the staff; the admin the staff', async () => {
      const doctor = await contactsOf(c.doctor);
      expect(doctor.list.map((p) => [p.name, p.kind])).toEqual([
        ['李患者', 'patient'],
        ['赵医生', 'clinician'],
        ['管理员', 'admin'],
      ]);
      // A patient as a doctor sees them: a name, nothing else of their record.
      expect(doctor.list[0]).toEqual({
        userId: c.patient.id,
        name: '李患者',
        kind: 'patient',
        job: null,
        avatar: '',
        conversationId: expect.any(Number),
      });
      const admin = await contactsOf(c.admin);
      expect(admin.list.map((p) => p.name).sort()).toEqual(['张医生', '赵医生']);
      expect((await contactsOf(c.doctor, '&name=赵')).list.map((p) => p.name)).toEqual(['赵医生']);
      await api.start(c.doctor, c.otherDoctor.id);
      await api.start(c.admin, c.doctor.id);
      errorOf(
        await api.post(c.doctor.token, '/api/message/start', { userId: c.otherPatient.id }),
        40301,
      );
      const refused = await api.post(c.admin.token, '/api/message/start', {
        userId: c.patient.id,
      });
      expect(errorOf(refused, 40301)).toBe('只能给工作人员或自己护理团队的患者发消息');
    });

    it('a pair has one conversation, whoever starts it, even both at once', async () => {
      const both = await Promise.all([
        api.start(c.otherDoctor, c.admin.id),
        api.start(c.admin, c.otherDoctor.id),
        api.start(c.otherDoctor, c.admin.id),
      ]);
      expect(new Set(both).size).toBe(1);
      const { n } = await t.sql
        .selectFrom('conversation_members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('conversation_id', '=', both[0]!)
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(2);
    });

    it('a disabled account is nobody’s contact', async () => {
      const nurse = await t.createUser({ username: 'msg_nurse', name: '孙护士', userAuth: '1' });
      expect((await contactsOf(c.admin)).list.map((p) => p.name)).toContain('孙护士');
      await t.sql
        .updateTable('users')
        .set({ status: 'disabled' })
        .where('id', '=', nurse)
        .execute();
      expect((await contactsOf(c.admin)).list.map((p) => p.name)).not.toContain('孙护士');
    });

    it('once the clinician leaves the team, the history stays but no one can write', async () => {
      const patient = await t.createUser({
        username: 'msg_leaving',
        name: '周患者',
        userAuth: '2',
      });
      const { id: record } = await t.sql
        .insertInto('patients')
        .values({ user_id: patient, patient_name: '周患者' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.sql
        .insertInto('care_team_members')
        .values({ patient_id: record, doctor_id: c.records.doctor })
        .execute();
      const leaving: Person = { id: patient, token: await t.tokenFor(patient), name: '周患者' };
      const id = await api.start(leaving, c.doctor.id);
      await api.sent(leaving, id, '张医生，我的药吃完了');
      await t.sql
        .deleteFrom('care_team_members')
        .where('patient_id', '=', record)
        .where('doctor_id', '=', c.records.doctor)
        .execute();
      const message = errorOf(await api.send(c.doctor, id, '请来复诊'), 40301);
      expect(message).toContain('不能再发消息');
      errorOf(await api.send(leaving, id, '还在吗'), 40301);
      const mine = (await conversationsOf(leaving)).list.find((x) => x.id === id);
      expect(mine?.canSend).toBe(false);
      const history = dataOf<Page<Message>>(await api.list(c.doctor, id));
      expect(history.list.map((m) => m.text)).toEqual(['张医生，我的药吃完了']);
    });

    it('only the two people of a conversation read or write in it', async () => {
      const id = await api.start(c.patient, c.doctor.id);
      for (const outsider of [c.otherDoctor, c.otherPatient, c.admin]) {
        errorOf(await api.list(outsider, id), 40301);
        errorOf(await api.send(outsider, id, '你好'), 40301);
        errorOf(await api.post(outsider.token, '/api/message/read', { conversationId: id }), 40301);
      }
      // A conversation that does not exist is refused the same way.
      errorOf(await api.list(c.doctor, 987_654), 40301);
    });
  });

  describe('history, order and unread counts', () => {
    let id: number;

    beforeAll(async () => {
      id = await api.start(c.otherDoctor, c.otherPatient.id);
      for (let i = 1; i <= 25; i++) await api.sent(c.otherDoctor, id, `第${i}条`);
    });

    it('pages from the newest, each page oldest first; beforeSeq anchors older pages', async () => {
      const first = dataOf<Page<Message>>(await api.list(c.otherPatient, id, '&pageSize=10'));
      expect(first.total).toBe(25);
      expect(first.list.map((m) => m.seq)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
      expect(first.list[0]).toMatchObject({ text: '第16条', mine: false, image: null });
      const second = dataOf<Page<Message>>(
        await api.list(c.otherPatient, id, '&pageSize=10&pageNum=2'),
      );
      expect(second.list.map((m) => m.seq)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
      const older = dataOf<Page<Message>>(
        await api.list(c.otherPatient, id, '&pageSize=10&beforeSeq=16'),
      );
      expect(older.list).toEqual(second.list);
      expect(older.total).toBe(15);
      const last = dataOf<Page<Message>>(
        await api.list(c.otherPatient, id, '&pageSize=10&beforeSeq=6'),
      );
      expect(last.list.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    });

    it('afterSeq gives what came after, oldest first, and the count left', async () => {
      const after = dataOf<Page<Message>>(
        await api.list(c.otherPatient, id, '&afterSeq=20&pageSize=3'),
      );
      expect(after.list.map((m) => m.seq)).toEqual([21, 22, 23]);
      expect(after.total).toBe(5);
      errorOf(await api.list(c.otherPatient, id, '&afterSeq=2&beforeSeq=5'), 40001);
      errorOf(await api.list(c.otherPatient, id, '&afterSeq=-1'), 40001);
    });

    it('numbers sends from both sides at once 1, 2, 3… with no gap and no repeat', async () => {
      const pair = await api.start(c.doctor, c.otherDoctor.id);
      const before = dataOf<Page<Message>>(await api.list(c.doctor, pair)).total;
      const sent = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          api.sent(i % 2 ? c.doctor : c.otherDoctor, pair, `同时${i}`),
        ),
      );
      const seqs = sent.map((m) => m.seq).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 16 }, (_, i) => before + i + 1));
      const all = dataOf<Page<Message>>(await api.list(c.doctor, pair, '&pageSize=100'));
      expect(all.list.map((m) => m.seq)).toEqual(
        Array.from({ length: before + 16 }, (_, i) => i + 1),
      );
      // Ids follow the commit order within the conversation too.
      const ids = all.list.map((m) => m.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    });

    it('counts unread per conversation and in all; reads only move forward', async () => {
      const pair = await api.start(c.patient, c.doctor.id);
      await api.post(c.patient.token, '/api/message/read', { conversationId: pair });
      const start = await api.unread(c.patient);
      const three = [
        await api.sent(c.doctor, pair, '一'),
        await api.sent(c.doctor, pair, '二'),
        await api.sent(c.doctor, pair, '三'),
      ];
      expect(await api.unread(c.patient)).toBe(start + 3);
      let mine = (await conversationsOf(c.patient)).list.find((x) => x.id === pair)!;
      expect(mine).toMatchObject({ unread: 3, lastSeq: three[2]!.seq });
      expect(mine.lastMessage).toMatchObject({ text: '三', mine: false, hasImage: false });
      expect(mine.peer).toMatchObject({ userId: c.doctor.id, name: '张医生', kind: 'clinician' });

      const read = dataOf<{ unread: number; conversationUnread: number; readSeq: number }>(
        await api.post(c.patient.token, '/api/message/read', {
          conversationId: pair,
          seq: three[1]!.seq,
        }),
      );
      expect(read).toMatchObject({ readSeq: three[1]!.seq, conversationUnread: 1 });
      expect(read.unread).toBe(start + 1);
      // Backwards does nothing; past the newest stops at the newest.
      const back = dataOf<{ readSeq: number }>(
        await api.post(c.patient.token, '/api/message/read', { conversationId: pair, seq: 1 }),
      );
      expect(back.readSeq).toBe(three[1]!.seq);
      const all = dataOf<{ readSeq: number; conversationUnread: number }>(
        await api.post(c.patient.token, '/api/message/read', {
          conversationId: pair,
          seq: 1_000_000,
        }),
      );
      expect(all).toMatchObject({ readSeq: three[2]!.seq, conversationUnread: 0 });
      // The doctor sees how far the patient read; the patient's reply leaves the doctor 1 unread.
      const doctorView = (await conversationsOf(c.doctor)).list.find((x) => x.id === pair)!;
      expect(doctorView.peerReadSeq).toBe(three[2]!.seq);
      const reply = await api.sent(c.patient, pair, '好的');
      mine = (await conversationsOf(c.patient)).list.find((x) => x.id === pair)!;
      expect(mine).toMatchObject({ readSeq: reply.seq, unread: 0 });
      expect((await conversationsOf(c.doctor)).list.find((x) => x.id === pair)?.unread).toBe(1);
    });

    it('lists conversations by latest activity', async () => {
      const a = await api.start(c.admin, c.doctor.id);
      const b = await api.start(c.admin, c.otherDoctor.id);
      await api.sent(c.admin, a, '早');
      await api.sent(c.admin, b, '晚');
      let order = (await conversationsOf(c.admin)).list.map((x) => x.id);
      expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
      await api.sent(c.doctor, a, '回复');
      order = (await conversationsOf(c.admin)).list.map((x) => x.id);
      expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    });
  });

  describe('what a message may hold', () => {
    let id: number;
    beforeAll(async () => {
      id = await api.start(c.patient, c.doctor.id);
    });

    it('text of 1 to 2000 characters, trimmed; nothing else', async () => {
      const longest = '字'.repeat(MESSAGE_TEXT_MAX);
      expect((await api.sent(c.patient, id, longest)).text).toBe(longest);
      expect((await api.sent(c.patient, id, '  第二行\n第三行  ')).text).toBe('第二行\n第三行');
      expect(errorOf(await api.send(c.patient, id, `${longest}多`), 40001)).toContain(
        '消息不能超过2000个字',
      );
      expect(errorOf(await api.send(c.patient, id, '   '), 40001)).toContain(
        '请输入消息内容或选择图片',
      );
      errorOf(await api.send(c.patient, id, 'a\u0000b'), 40001);
      errorOf(await api.send(c.patient, id, 'hi', { extra: 1 }), 40001);
    });

    it('a retried send with the same clientKey is stored once', async () => {
      const key = '7f1c3a52-2f55-4a63-9d1a-3c2b7d1e9a10';
      const [first, again] = await Promise.all([
        api.sent(c.patient, id, '只存一次', { clientKey: key }),
        api.sent(c.patient, id, '只存一次', { clientKey: key }),
      ]);
      expect(again).toEqual(first);
      const stored = await t.sql
        .selectFrom('messages')
        .select('id')
        .where('client_key', '=', key)
        .execute();
      expect(stored).toHaveLength(1);
      // Keys are the sender's own: another sender may use the same one.
      const elsewhere = await api.start(c.doctor, c.otherDoctor.id);
      await api.sent(c.doctor, elsewhere, '别人的同一个键', { clientKey: key });
      // One key is one message: used again in another conversation, it is refused.
      const second = '0a4b6c8d-1e2f-4a3b-8c5d-6e7f8a9b0c1d';
      await api.sent(c.doctor, elsewhere, '第一条', { clientKey: second });
      errorOf(await api.send(c.doctor, id, '第二条', { clientKey: second }), 40901);
    });

    it('never puts a message’s words in the audit log', async () => {
      await api.sent(c.patient, id, '这句话不应进入审计日志');
      const lines = await auditOf(t, 'sendMessage');
      expect(lines.length).toBeGreaterThan(0);
      const last = await t.sql
        .selectFrom('audit_log')
        .select(['detail', 'entity', 'outcome', 'actor_id'])
        .where('action', '=', 'sendMessage')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({ entity: 'message', outcome: 'success', actor_id: c.patient.id });
      expect(JSON.stringify(last.detail)).not.toContain('审计');
      expect(last.detail).toEqual({ conversationId: id, image: false });
      const reads = await t.sql
        .selectFrom('audit_log')
        .select(['read', 'entity_id'])
        .where('action', '=', 'listMessages')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(reads.read).toBe(true);
    });
  });

  describe('pictures', () => {
    let id: number;
    beforeAll(async () => {
      id = await api.start(c.patient, c.doctor.id);
    });

    it('stores a picture re-encoded, shows it to the two people only', async () => {
      const secret = 'GPS 31.2304N 李患者';
      const upload = dataOf<{ imageId: string; url: string }>(
        await uploadImage(t, c.patient, await photo(secret)),
      );
      expect(upload.url).toBe(`/api/oss/file/${upload.imageId}`);
      // Before it is sent, only its uploader sees it.
      expect(
        (await t.call({ method: 'GET', url: upload.url, token: c.patient.token })).statusCode,
      ).toBe(200);
      errorOf(await t.call({ method: 'GET', url: upload.url, token: c.doctor.token }), 40301);
      const sent = await api.sent(c.patient, id, '', { imageId: upload.imageId });
      expect(sent).toMatchObject({ text: '', image: upload.url });
      for (const reader of [c.patient, c.doctor]) {
        const served = await t.call({ method: 'GET', url: upload.url, token: reader.token });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('private, no-cache');
        expect(served.rawPayload.includes(Buffer.from('GPS 31.2304N'))).toBe(false);
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
          'jpeg',
          12,
          8,
          undefined,
        ]);
      }
      for (const outsider of [c.otherDoctor, c.admin, c.otherPatient]) {
        errorOf(await t.call({ method: 'GET', url: upload.url, token: outsider.token }), 40301);
      }
      errorOf(await t.call({ method: 'GET', url: upload.url }), 50008);
      // A picture goes with one message only.
      expect(
        errorOf(await api.send(c.patient, id, '再发一次', { imageId: upload.imageId }), 40001),
      ).toBe('图片不存在或已经发送过，请重新选择图片');
      const list = dataOf<Page<Conversation>>(
        await api.get(c.doctor.token, '/api/message/conversations?pageSize=100'),
      );
      expect(list.list.find((x) => x.id === id)?.lastMessage).toMatchObject({
        text: '',
        hasImage: true,
      });
    });

    it('refuses someone else’s upload, an avatar, and anything not a whole picture', async () => {
      const theirs = dataOf<{ imageId: string }>(await uploadImage(t, c.doctor, await photo()));
      errorOf(await api.send(c.patient, id, '', { imageId: theirs.imageId }), 40001);
      const avatar = dataOf<string>(
        await t.call({
          method: 'POST',
          url: '/api/oss/file/upload?module=usr',
          token: c.patient.token,
          ...filePart(await photo(), 'me.jpg', 'image/jpeg'),
        }),
      );
      errorOf(await api.send(c.patient, id, '', { imageId: avatar.split('/').pop() }), 40001);
      errorOf(
        await api.send(c.patient, id, '', { imageId: '00000000-0000-4000-8000-000000000000' }),
        40001,
      );
      errorOf(await api.send(c.patient, id, '', { imageId: 'not-a-uuid' }), 40001);

      const script = Buffer.from('<script>alert(1)</script>');
      expect(errorOf(await uploadImage(t, c.patient, script, 'x.jpg'), 41501)).toContain('仅支持');
      const broken = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html>not a picture</html>'),
      ]);
      expect(errorOf(await uploadImage(t, c.patient, broken, 'x.png'), 41501)).toContain('无效');
      const huge = Buffer.concat([await photo(), Buffer.alloc(2 * 1024 * 1024)]);
      errorOf(await uploadImage(t, c.patient, huge), 41301);
      const noFile = await t.call({
        method: 'POST',
        url: '/api/message/image',
        token: c.patient.token,
        payload: { file: 'x' },
      });
      errorOf(noFile, 41501);
    });
  });

  describe('the send limit, shared by two instances', () => {
    let a: TestApp;
    let other: FastifyInstance;
    let people: Clinic;

    beforeAll(async () => {
      const limits = {
        messageSendLimit: { max: 3, windowMs: 60_000 },
        messageImageLimit: { max: 2, windowMs: 60_000 },
      };
      a = await startTestApp(engine, limits);
      people = await clinicOf(a, 'limit');
      other = await a.secondInstance(limits);
    });
    afterAll(async () => {
      await other?.close();
      await a?.close();
    });

    const sendOn = (app: 'a' | 'b', who: Person, conversationId: number, text: string) =>
      (app === 'a' ? a.app : other).inject({
        method: 'POST',
        url: '/api/message/send',
        headers: { token: who.token },
        payload: { conversationId, text },
      });

    it('counts one account’s sends on every instance together, with a clear refusal', async () => {
      const on = messageApi(a);
      const id = await on.start(people.patient, people.doctor.id);
      expect((await sendOn('a', people.patient, id, '一')).json().code).toBe(200);
      expect((await sendOn('b', people.patient, id, '二')).json().code).toBe(200);
      expect((await sendOn('a', people.patient, id, '三')).json().code).toBe(200);
      const refused = await sendOn('b', people.patient, id, '四');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 42901, success: false });
      expect(refused.json().message).toMatch(/^发送太频繁了：每分钟最多3条消息，请\d+秒后再发$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The other side is counted on its own.
      expect((await sendOn('b', people.doctor, id, '收到')).json().code).toBe(200);
    });

    it('lets exactly the allowance through when sends race on both instances', async () => {
      const on = messageApi(a);
      const id = await on.start(people.otherDoctor, people.otherPatient.id);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          sendOn(i % 2 ? 'a' : 'b', people.otherDoctor, id, `第${i}条`),
        ),
      );
      const codes = answers.map((res) => res.json<{ code: number }>().code).sort();
      expect(codes).toEqual([200, 200, 200, 42901, 42901, 42901, 42901, 42901]);
      const stored = dataOf<Page<Message>>(await on.list(people.otherDoctor, id));
      expect(stored.list.map((m) => m.seq)).toEqual([1, 2, 3]);
    });

    it('limits picture uploads too', async () => {
      const picture = await photo();
      expect((await uploadImage(a, people.admin, picture)).json().code).toBe(200);
      expect((await uploadImage(a, people.admin, picture)).json().code).toBe(200);
      const refused = await uploadImage(a, people.admin, picture);
      expect(errorOf(refused, 42901)).toMatch(/每分钟最多2张图片/);
    });
  });
});
