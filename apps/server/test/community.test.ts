import type { CommunityEvent, GroupSession, PatientGroup, Post } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { followEventStream, startTestApp, type TestApp } from './harness';
import { auditOf, dataOf, errorOf } from './records';
import { acceptAllConsent } from './consent-support';

/*
 * 群体交互 (issue 16) on real PostgreSQL: privacy between patients (nicknames only, never a name,
 * phone, ID or record id), the care-team rules of groups, announcements sanitized and read,
 * session capacity under concurrent sign-ups, challenges counted from training data with
 * nickname-only leaderboards, moderation (pre and post, report, approve, hide, restore — each
 * audited), the posts rate limit across concurrent requests, post pictures following their post,
 * and the live notice that makes a hidden post leave every patient's screen, heard on another
 * server instance.
 */

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Person {
  userId: number;
  token: string;
  recordId: number;
  name: string;
}

describe.each(engines)('group interaction on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let admin: { userId: number; token: string };
  let doctorA: Person;
  let doctorB: Person;
  /** P1–P3 on doctor A's team, P4 on doctor B's. */
  const patients: Person[] = [];
  let serial = 0;

  async function doctor(name: string): Promise<Person> {
    const userId = await t.createUser({ username: `cd${++serial}`, userAuth: '1', name });
    const { id } = await t.sql
      .insertInto('doctors')
      .values({ user_id: userId, doctor_name: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId, token: await t.tokenFor(userId), recordId: id, name };
  }
  async function patient(name: string, doctorId: number): Promise<Person> {
    const userId = await t.createUser({ username: `cp${++serial}`, userAuth: '2', name });
    const { id } = await t.sql
      .insertInto('patients')
      .values({
        user_id: userId,
        patient_name: name,
        phone: `1391234${String(5000 + serial).padStart(4, '0')}`,
        age: 70 + serial,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: id, doctor_id: doctorId })
      .execute();
    // Issue 32: a group member has accepted the community.
    await acceptAllConsent(t.sql, id);
    return { userId, token: await t.tokenFor(userId), recordId: id, name };
  }

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call({
      method,
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function newGroup(
    by: { token: string },
    members: Person[],
    moderation: 'pre' | 'post' = 'pre',
    extra: Record<string, unknown> = {},
  ): Promise<PatientGroup> {
    return dataOf<PatientGroup>(
      await send(by.token, 'POST', '/api/patientGroup/add', {
        name: `小组${++serial}`,
        purpose: '一起练习',
        moderation,
        patientIds: members.map((p) => p.recordId),
        ...extra,
      }),
    );
  }

  beforeAll(async () => {
    t = await startTestApp(engine, { alertStreamMaxMs: 60_000 });
    const adminId = await t.createUser({ username: 'cadmin', userAuth: '0' });
    admin = { userId: adminId, token: await t.tokenFor(adminId) };
    doctorA = await doctor('甲医生');
    doctorB = await doctor('乙医生');
    patients.push(await patient('王秀英', doctorA.recordId));
    patients.push(await patient('李建国', doctorA.recordId));
    patients.push(await patient('陈淑芬', doctorA.recordId));
    patients.push(await patient('赵德明', doctorB.recordId));
  });
  afterAll(() => t?.close());

  describe('groups and nicknames', () => {
    it('shows patients each other by nickname only; the doctor sees the names of their team', async () => {
      const [p1, p2] = patients as [Person, Person];
      const group = await newGroup(doctorA, [p1, p2]);
      expect(group.members.map((m) => m.nickname)).toEqual(['组员1', '组员2']);
      expect(group.members.map((m) => m.realName)).toEqual([p1.name, p2.name]);

      const asPatient = dataOf<PatientGroup[]>(await get(p1.token, '/api/patientGroup/list'));
      const seen = asPatient.find((g) => g.id === group.id)!;
      expect(seen.members).toHaveLength(2);
      for (const member of seen.members) {
        expect(member.patientId).toBeNull();
        expect(member.realName).toBeNull();
      }
      expect(seen.mine).toEqual({ nickname: '组员1', avatar: expect.any(String) });
      expect(seen.manages).toBe(false);
      const body = JSON.stringify(asPatient);
      for (const secret of [p2.name, String(p2.recordId)]) {
        expect(body.includes(`"${secret}"`)).toBe(false);
      }

      // Another doctor's group is not the patient's to see, nor the other doctor's to change.
      expect(dataOf<PatientGroup[]>(await get(doctorB.token, '/api/patientGroup/list'))).toEqual(
        [],
      );
      errorOf(
        await send(doctorB.token, 'PUT', '/api/patientGroup/update', {
          revision: 0,
          id: group.id,
          name: '改名',
          moderation: 'post',
        }),
        40301,
      );
    });

    it('keeps nicknames unique in a group and never the patient’s own name', async () => {
      const [p1, p2] = patients as [Person, Person];
      const group = await newGroup(doctorA, [p1, p2]);
      const renamed = dataOf<PatientGroup>(
        await send(p1.token, 'POST', '/api/patientGroup/nickname', {
          groupId: group.id,
          nickname: 'Sunny',
          avatar: 'sun',
        }),
      );
      expect(renamed.mine).toEqual({ nickname: 'Sunny', avatar: 'sun' });
      // Case does not make a name new.
      errorOf(
        await send(p2.token, 'POST', '/api/patientGroup/nickname', {
          groupId: group.id,
          nickname: 'sunny',
          avatar: 'moon',
        }),
        40901,
      );
      expect(
        errorOf(
          await send(p2.token, 'POST', '/api/patientGroup/nickname', {
            groupId: group.id,
            nickname: `老${p2.name}`,
            avatar: 'moon',
          }),
          40001,
        ),
      ).toContain('真实姓名');
      errorOf(
        await send(p2.token, 'POST', '/api/patientGroup/nickname', {
          groupId: group.id,
          nickname: '13912345678',
          avatar: 'moon',
        }),
        40001,
      );
      // Not a member: refused, whether or not the group exists.
      const [, , p3] = patients as [Person, Person, Person];
      errorOf(
        await send(p3.token, 'POST', '/api/patientGroup/nickname', {
          groupId: group.id,
          nickname: '路人',
          avatar: 'moon',
        }),
        40301,
      );
    });

    it('takes members from the leading doctor’s care teams only; the admin names the doctor', async () => {
      const [p1, , , p4] = patients as [Person, Person, Person, Person];
      errorOf(
        await send(doctorA.token, 'POST', '/api/patientGroup/add', {
          name: '越界',
          patientIds: [p4.recordId],
        }),
        40301,
      );
      errorOf(await send(admin.token, 'POST', '/api/patientGroup/add', { name: '无医生' }), 40001);
      const byAdmin = await newGroup(admin, [p4], 'post', { doctorId: doctorB.recordId });
      expect(byAdmin).toMatchObject({ doctorId: doctorB.recordId, doctorName: '乙医生' });
      errorOf(
        await send(admin.token, 'POST', '/api/patientGroup/addMember', {
          groupId: byAdmin.id,
          patientId: p1.recordId,
        }),
        40001,
      );
      const group = await newGroup(doctorA, []);
      const added = dataOf<PatientGroup>(
        await send(doctorA.token, 'POST', '/api/patientGroup/addMember', {
          groupId: group.id,
          patientId: p1.recordId,
        }),
      );
      expect(added.members).toHaveLength(1);
      errorOf(
        await send(doctorA.token, 'POST', '/api/patientGroup/addMember', {
          groupId: group.id,
          patientId: p1.recordId,
        }),
        40901,
      );
      const removed = dataOf<PatientGroup>(
        await send(doctorA.token, 'POST', '/api/patientGroup/removeMember', {
          groupId: group.id,
          patientId: p1.recordId,
        }),
      );
      expect(removed.members).toEqual([]);
      expect((await auditOf(t, 'addGroupMember')).map((line) => line.outcome)).toContain('success');
    });
  });

  describe('announcements', () => {
    it('stores sanitized HTML, reaches only its audience, and tells the author who read it', async () => {
      const [p1, p2, p3, p4] = patients as [Person, Person, Person, Person];
      const group = await newGroup(doctorA, [p1, p2]);
      const hostile =
        '<h2>停诊通知</h2><p onclick="steal()">明天<strong>停诊</strong></p><script>steal()</script>' +
        '<img src="https://tracker.example/p.gif"><a href="javascript:steal()">链接</a>' +
        '<a href="https://example.org" target="_blank">指南</a><style>p{}</style>';
      const toGroup = dataOf<{ id: number; bodyHtml: string }>(
        await send(doctorA.token, 'POST', '/api/announcement/add', {
          title: '小组停诊',
          bodyHtml: hostile,
          audience: 'group',
          groupId: group.id,
          pinned: true,
        }),
      );
      expect(toGroup.bodyHtml).toBe(
        '<h2>停诊通知</h2><p>明天<strong>停诊</strong></p><a>链接</a>' +
          '<a href="https://example.org" target="_blank" rel="noopener noreferrer">指南</a>',
      );
      errorOf(
        await send(doctorA.token, 'POST', '/api/announcement/add', {
          title: '空',
          bodyHtml: '<img src="https://x.example/a.png"><script>1</script>',
          audience: 'all',
        }),
        40001,
      );
      const toTeam = dataOf<{ id: number }>(
        await send(doctorB.token, 'POST', '/api/announcement/add', {
          title: '乙医生的患者',
          bodyHtml: '<p>复诊</p>',
          audience: 'careTeam',
        }),
      );
      errorOf(
        await send(admin.token, 'POST', '/api/announcement/add', {
          title: '无团队',
          bodyHtml: '<p>x</p>',
          audience: 'careTeam',
        }),
        40001,
      );
      // Another doctor cannot address a group they do not lead.
      errorOf(
        await send(doctorB.token, 'POST', '/api/announcement/add', {
          title: '越界',
          bodyHtml: '<p>x</p>',
          audience: 'group',
          groupId: group.id,
        }),
        40301,
      );

      const titlesOf = async (who: Person) =>
        dataOf<{ list: Array<{ id: number; title: string }> }>(
          await get(who.token, '/api/announcement/list?pageSize=100'),
        ).list.map((a) => a.id);
      expect(await titlesOf(p1)).toContain(toGroup.id);
      expect(await titlesOf(p3)).not.toContain(toGroup.id);
      expect(await titlesOf(p4)).toContain(toTeam.id);
      expect(await titlesOf(p1)).not.toContain(toTeam.id);
      errorOf(await send(p3.token, 'POST', '/api/announcement/read', { id: toGroup.id }), 40301);

      dataOf(await send(p1.token, 'POST', '/api/announcement/read', { id: toGroup.id }));
      dataOf(await send(p1.token, 'POST', '/api/announcement/read', { id: toGroup.id }));
      const receipts = dataOf<{
        audienceSize: number;
        readCount: number;
        readers: Array<{ name: string }>;
        unnamedReaders: number;
      }>(await get(doctorA.token, `/api/announcement/receipts?id=${toGroup.id}`));
      expect(receipts).toMatchObject({ audienceSize: 2, readCount: 1, unnamedReaders: 0 });
      expect(receipts.readers.map((r) => r.name)).toEqual([p1.name]);
      errorOf(await get(doctorB.token, `/api/announcement/receipts?id=${toGroup.id}`), 40301);
    });

    it('names only the readers of the author’s care teams; the rest are counted', async () => {
      const [p1, , , p4] = patients as [Person, Person, Person, Person];
      const toAll = dataOf<{ id: number }>(
        await send(doctorA.token, 'POST', '/api/announcement/add', {
          title: '全院通知',
          bodyHtml: '<p>春节安排</p>',
          audience: 'all',
        }),
      );
      dataOf(await send(p1.token, 'POST', '/api/announcement/read', { id: toAll.id }));
      dataOf(await send(p4.token, 'POST', '/api/announcement/read', { id: toAll.id }));
      const receipts = dataOf<{ readers: Array<{ name: string }>; unnamedReaders: number }>(
        await get(doctorA.token, `/api/announcement/receipts?id=${toAll.id}`),
      );
      expect(receipts.readers.map((r) => r.name)).toEqual([p1.name]);
      expect(receipts.unnamedReaders).toBe(1);
      // The patient sees it as read, and pinned ones come first.
      const list = dataOf<{ list: Array<{ id: number; read: boolean; pinned: boolean }> }>(
        await get(p1.token, '/api/announcement/list?pageSize=100'),
      ).list;
      expect(list.find((a) => a.id === toAll.id)?.read).toBe(true);
      const firstUnpinned = list.findIndex((a) => !a.pinned);
      expect(list.slice(firstUnpinned).every((a) => !a.pinned)).toBe(true);
      // Only its author (or the admin) changes it.
      errorOf(
        await send(doctorB.token, 'PUT', '/api/announcement/update', {
          revision: 0,
          id: toAll.id,
          title: '改',
          bodyHtml: '<p>改</p>',
        }),
        40301,
      );
      dataOf(await send(admin.token, 'DELETE', `/api/announcement/delete?id=${toAll.id}`));
    });
  });

  describe('group sessions', () => {
    it('never signs up more patients than the capacity, however many ask at once', async () => {
      const members: Person[] = [];
      for (let i = 0; i < 8; i++) members.push(await patient(`报名者${i}`, doctorA.recordId));
      const group = await newGroup(doctorA, members);
      const session = dataOf<GroupSession>(
        await send(doctorA.token, 'POST', '/api/groupSession/add', {
          groupId: group.id,
          title: '周三记忆训练',
          startsAt: Date.now() + 86_400_000,
          durationMinutes: 60,
          videoUrl: 'https://meet.example.org/room/1',
          capacity: 3,
        }),
      );
      const answers = await Promise.all(
        members.map((m) =>
          send(m.token, 'POST', '/api/groupSession/signup', { sessionId: session.id }),
        ),
      );
      const codes = answers.map((res) => res.json<{ code: number }>().code);
      expect(codes.filter((code) => code === 200)).toHaveLength(3);
      expect(codes.filter((code) => code === 40901)).toHaveLength(5);
      const { n } = await t.sql
        .selectFrom('group_session_signups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('session_id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(3);

      // A patient sees the count and their own sign-up, never who else signed up.
      const signed = members[codes.indexOf(200)]!;
      const mine = dataOf<GroupSession[]>(
        await get(signed.token, `/api/groupSession/list?groupId=${group.id}`),
      );
      expect(mine[0]).toMatchObject({ signedUp: 3, capacity: 3, mine: true, signups: [] });
      // The doctor sees who, and may record attendance only once the session began.
      const forDoctor = dataOf<GroupSession[]>(
        await get(doctorA.token, `/api/groupSession/list?groupId=${group.id}`),
      );
      expect(forDoctor[0]!.signups).toHaveLength(3);
      errorOf(
        await send(doctorA.token, 'POST', '/api/groupSession/attendance', {
          sessionId: session.id,
          attendance: [{ patientId: signed.recordId, attended: true }],
        }),
        40901,
      );
      await t.sql
        .updateTable('group_sessions')
        .set({ starts_at: new Date(Date.now() - 60_000) })
        .where('id', '=', session.id)
        .execute();
      const recorded = dataOf<GroupSession>(
        await send(doctorA.token, 'POST', '/api/groupSession/attendance', {
          sessionId: session.id,
          attendance: [{ patientId: signed.recordId, attended: true }],
        }),
      );
      expect(recorded.signups.find((s) => s.patientId === signed.recordId)?.attended).toBe(true);
      const notSigned = members.find((m, index) => codes[index] !== 200)!;
      errorOf(
        await send(doctorA.token, 'POST', '/api/groupSession/attendance', {
          sessionId: session.id,
          attendance: [{ patientId: notSigned.recordId, attended: true }],
        }),
        40001,
      );
      errorOf(
        await send(doctorA.token, 'POST', '/api/groupSession/add', {
          groupId: group.id,
          title: '不安全链接',
          startsAt: Date.now() + 86_400_000,
          durationMinutes: 60,
          videoUrl: 'javascript:alert(1)',
          capacity: 3,
        }),
        40001,
      );
    });
  });

  describe('challenges', () => {
    it('counts progress from training data and shows nicknames only, to those who joined', async () => {
      const [p1, p2, p3] = patients as [Person, Person, Person];
      const group = await newGroup(doctorA, [p1, p2, p3]);
      dataOf(
        await send(p1.token, 'POST', '/api/patientGroup/nickname', {
          groupId: group.id,
          nickname: '晨练王',
          avatar: 'star',
        }),
      );
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const weekAgo = new Date(Date.now() + 8 * 3_600_000 - 6 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const challenge = dataOf<{ id: number }>(
        await send(doctorA.token, 'POST', '/api/challenge/add', {
          groupId: group.id,
          title: '本周训练5天',
          kind: 'trainingDays',
          target: 5,
          startsOn: weekAgo,
          endsOn: today,
        }),
      );
      // P1 trained on 3 days (twice on one), P2 on 1; P3 does not join.
      await trainOn(p1, [0, 1, 1, 3]);
      await trainOn(p2, [2]);
      errorOf(await get(p1.token, `/api/challenge/leaderboard?id=${challenge.id}`), 40301);
      dataOf(await send(p1.token, 'POST', '/api/challenge/join', { id: challenge.id }));
      dataOf(await send(p2.token, 'POST', '/api/challenge/join', { id: challenge.id }));

      const board = dataOf<{
        entries: Array<{ nickname: string; progress: number; me: boolean; rank: number }>;
      }>(await get(p2.token, `/api/challenge/leaderboard?id=${challenge.id}`));
      expect(board.entries).toEqual([
        { rank: 1, nickname: '晨练王', avatar: 'star', progress: 3, me: false },
        { rank: 2, nickname: '组员2', avatar: expect.any(String), progress: 1, me: true },
      ]);
      const text = JSON.stringify(board);
      for (const who of [p1, p2]) expect(text).not.toContain(who.name);
      errorOf(await get(p3.token, `/api/challenge/leaderboard?id=${challenge.id}`), 40301);
      errorOf(await get(doctorB.token, `/api/challenge/leaderboard?id=${challenge.id}`), 40301);
      const mine = dataOf<Array<{ id: number; joined: boolean; myProgress: number | null }>>(
        await get(p1.token, `/api/challenge/list?groupId=${group.id}`),
      );
      expect(mine.find((c) => c.id === challenge.id)).toMatchObject({
        joined: true,
        myProgress: 3,
      });
      dataOf(await send(p1.token, 'POST', '/api/challenge/leave', { id: challenge.id }));
      errorOf(await get(p1.token, `/api/challenge/leaderboard?id=${challenge.id}`), 40301);
    });
  });

  /** Completed exercise results of `who`, one per entry, `daysAgo` days ago. */
  async function trainOn(who: Person, daysAgo: number[]) {
    const { id: planId } = await t.sql
      .insertInto('training_plans')
      .values({
        patient_id: who.recordId,
        status: 'draft',
        minutes_per_session: 20,
        sessions_per_week: 1,
        training_days: [1] as unknown as number[],
        start_date: '2026-01-01',
        end_date: '2099-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const days of daysAgo) {
      const finished = new Date(Date.now() - days * 86_400_000);
      const { id: sessionId } = await t.sql
        .insertInto('training_sessions')
        .values({
          client_id: randomUUID(),
          plan_id: planId,
          patient_id: who.recordId,
          started_at: new Date(finished.getTime() - 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.sql
        .insertInto('exercise_results')
        .values({
          client_id: randomUUID(),
          patient_id: who.recordId,
          session_id: sessionId,
          plan_id: planId,
          exercise_kind: 'goNoGo',
          level: 1,
          outcome: 'completed',
          accuracy: 0.9,
          omissions: 0,
          commissions: 0,
          trial_count: 0,
          trials: JSON.stringify([]),
          started_at: new Date(finished.getTime() - 60_000),
          finished_at: finished,
        })
        .execute();
    }
  }

  describe('posts and moderation', () => {
    it('holds a pre-moderated post until approved; a hidden post never reaches a patient again', async () => {
      const [p1, p2] = patients as [Person, Person];
      const group = await newGroup(doctorA, [p1, p2], 'pre');
      const post = dataOf<Post>(
        await send(p1.token, 'POST', '/api/post/add', {
          groupId: group.id,
          body: '今天练了半小时',
        }),
      );
      expect(post).toMatchObject({ status: 'pending', mine: true, authorRealName: null });
      const listOf = async (who: { token: string }) =>
        dataOf<{ list: Post[] }>(await get(who.token, `/api/post/list?groupId=${group.id}`)).list;
      expect((await listOf(p1)).map((p) => p.id)).toEqual([post.id]);
      expect(await listOf(p2)).toEqual([]);
      const queue = dataOf<{ list: Post[] }>(await get(doctorA.token, '/api/post/queue')).list;
      expect(queue.find((p) => p.id === post.id)).toMatchObject({
        status: 'pending',
        authorRealName: p1.name,
      });
      errorOf(await send(doctorB.token, 'POST', '/api/post/approve', { id: post.id }), 40301);
      dataOf(await send(doctorA.token, 'POST', '/api/post/approve', { id: post.id }));
      const shown = await listOf(p2);
      expect(shown.map((p) => p.id)).toEqual([post.id]);
      expect(JSON.stringify(shown)).not.toContain(p1.name);

      // P2 reports it; the doctor hides it: gone for both patients, kept for the doctor.
      errorOf(await send(p1.token, 'POST', '/api/post/report', { id: post.id }), 40001);
      dataOf(await send(p2.token, 'POST', '/api/post/report', { id: post.id, reason: '广告' }));
      const reported = dataOf<{ list: Post[] }>(await get(doctorA.token, '/api/post/queue')).list;
      expect(reported.find((p) => p.id === post.id)).toMatchObject({
        reports: 1,
        reportReasons: ['广告'],
      });
      dataOf(await send(doctorA.token, 'POST', '/api/post/hide', { id: post.id, reason: '广告' }));
      expect(await listOf(p1)).toEqual([]);
      expect(await listOf(p2)).toEqual([]);
      expect((await listOf(doctorA))[0]).toMatchObject({ status: 'hidden', moderatedBy: '甲医生' });
      errorOf(await send(p2.token, 'POST', '/api/post/report', { id: post.id }), 40301);
      errorOf(await send(doctorA.token, 'POST', '/api/post/hide', { id: post.id }), 40901);
      dataOf(await send(doctorA.token, 'POST', '/api/post/restore', { id: post.id }));
      expect((await listOf(p2)).map((p) => p.id)).toEqual([post.id]);

      // Every step is on record, with the states it moved between.
      for (const action of ['approvePost', 'hidePost', 'restorePost']) {
        const lines = await t.sql
          .selectFrom('audit_log')
          .select(['outcome', 'detail', 'entity_id'])
          .where('action', '=', action)
          .where('entity_id', '=', String(post.id))
          .execute();
        expect(lines.map((line) => line.outcome)).toContain('success');
      }
      const hidden = await t.sql
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'hidePost')
        .where('entity_id', '=', String(post.id))
        .where('outcome', '=', 'success')
        .executeTakeFirstOrThrow();
      expect(hidden.detail).toMatchObject({ from: 'visible', to: 'hidden', reason: '广告' });
    });

    it('shows a post-moderated post at once; outsiders read nothing', async () => {
      const [p1, p2, p3] = patients as [Person, Person, Person];
      const group = await newGroup(doctorA, [p1, p2], 'post');
      const post = dataOf<Post>(
        await send(p2.token, 'POST', '/api/post/add', { groupId: group.id, body: '大家早上好' }),
      );
      expect(post.status).toBe('visible');
      errorOf(await get(p3.token, `/api/post/list?groupId=${group.id}`), 40301);
      errorOf(await get(doctorB.token, `/api/post/list?groupId=${group.id}`), 40301);
      errorOf(
        await send(p3.token, 'POST', '/api/post/add', { groupId: group.id, body: '我能发吗' }),
        40301,
      );
    });

    it('limits posts per account, counted across requests sent together', async () => {
      const member = await patient('话多的人', doctorA.recordId);
      const group = await newGroup(doctorA, [member], 'post');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          send(member.token, 'POST', '/api/post/add', { groupId: group.id, body: `第${i}条` }),
        ),
      );
      const codes = answers.map((res) => res.json<{ code: number }>().code);
      expect(codes.filter((code) => code === 200)).toHaveLength(5);
      const refused = answers[codes.indexOf(42901)]!;
      expect(errorOf(refused, 42901)).toMatch(/每10分钟最多发5条.*分钟后再试/);
      const { n } = await t.sql
        .selectFrom('group_posts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('created_by', '=', member.userId)
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(5);
    });

    it('serves a post’s picture to its group while the post is shown, and to no one else', async () => {
      const [p1, p2, p3] = patients as [Person, Person, Person];
      const group = await newGroup(doctorA, [p1, p2], 'post');
      const boundary = 'cep-community';
      const upload = await t.call({
        method: 'POST',
        url: '/api/oss/file/upload?module=post',
        token: p1.token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      const imageUrl = dataOf<string>(upload);
      // Someone else's upload cannot be attached.
      errorOf(
        await send(p2.token, 'POST', '/api/post/add', {
          groupId: group.id,
          body: '偷图',
          imageUrl,
        }),
        40001,
      );
      const post = dataOf<Post>(
        await send(p1.token, 'POST', '/api/post/add', {
          groupId: group.id,
          body: '看我的字',
          imageUrl,
        }),
      );
      expect(post.imageUrl).toBe(imageUrl);
      expect((await get(p2.token, imageUrl)).statusCode).toBe(200);
      expect((await get(doctorA.token, imageUrl)).statusCode).toBe(200);
      expect((await get(p3.token, imageUrl)).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: imageUrl })).statusCode).toBe(401);
      dataOf(await send(doctorA.token, 'POST', '/api/post/hide', { id: post.id }));
      expect((await get(p2.token, imageUrl)).statusCode).toBe(403);
    });
  });

  describe('the live notice on another server instance', () => {
    let other: FastifyInstance;
    let origin: string;

    beforeAll(async () => {
      other = await t.secondInstance();
      origin = await other.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await other?.close();
    });

    const follow = (token: string) =>
      followEventStream<CommunityEvent>(origin, '/api/community/stream', token);

    it('tells the group’s members that its posts changed, and no one outside it', async () => {
      const [p1, p2, p3] = patients as [Person, Person, Person];
      const group = await newGroup(doctorA, [p1, p2], 'post');
      const member = await follow(p2.token);
      const outsider = await follow(p3.token);
      try {
        expect(await member.next()).toEqual({ kind: 'ready', groupId: null });
        expect(await outsider.next()).toEqual({ kind: 'ready', groupId: null });
        const post = dataOf<Post>(
          await send(p1.token, 'POST', '/api/post/add', { groupId: group.id, body: '实时吗' }),
        );
        expect(await member.next()).toEqual({ kind: 'posts', groupId: group.id });
        dataOf(await send(doctorA.token, 'POST', '/api/post/hide', { id: post.id }));
        expect(await member.next()).toEqual({ kind: 'posts', groupId: group.id });
        // The outsider's next notice is one for everyone, not the group's posts.
        dataOf(
          await send(admin.token, 'POST', '/api/announcement/add', {
            title: '全体',
            bodyHtml: '<p>全体通知</p>',
            audience: 'all',
          }),
        );
        expect(await outsider.next()).toEqual({ kind: 'announcements', groupId: null });
      } finally {
        member.stop();
        outsider.stop();
      }
    });
  });
});
