import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevisedTable } from '../src/platform/calls/revision';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, dataOf, errorOf } from './records';

/*
 * No silent lost update (issue 28, item 7; src/platform/calls/revision.ts). Two people open the
 * same record and both save: before, both got 200 and the second silently replaced the first.
 * Now every update names the revision it was based on; of two saves from the same revision the
 * first is stored and the second gets 40902 with nothing changed, also when they race.
 */

interface Saved {
  id: number;
  revision: number;
}

/** One kind of record: how to make one, save it from a revision, and read back what is stored. */
interface RecordKind {
  name: string;
  table: RevisedTable;
  make: () => Promise<Saved>;
  /** The update call with `value` in the field the test follows. */
  save: (
    record: Saved,
    revision: number | undefined,
    value: string,
  ) => Promise<LightMyRequestResponse>;
  /** The followed field as stored. */
  stored: (id: number) => Promise<string>;
}

describe.each(engines)('stale revisions on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let admin: string;
  let serial = 0;

  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.call({ method, url, token: admin, payload });

  async function patientRecord(): Promise<number> {
    const userId = await t.createUser({ username: `rev_p${++serial}`, userAuth: '2' });
    const { id } = await t.sql
      .insertInto('patients')
      .values({ user_id: userId, patient_name: `患者${serial}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function doctorRecord(): Promise<number> {
    const userId = await t.createUser({ username: `rev_d${++serial}`, userAuth: '1' });
    const { id } = await t.sql
      .insertInto('doctors')
      .values({ user_id: userId, doctor_name: `医生${serial}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const planFields = (notes: string) => ({
    items: [{ kind: 'goNoGo', startLevel: 2 }],
    minutesPerSession: 20,
    sessionsPerWeek: 3,
    startDate: '2026-12-01',
    endDate: '2027-01-31',
    notes,
  });

  const kinds: RecordKind[] = [
    {
      name: 'training plan',
      table: 'training_plans',
      make: async () =>
        dataOf<Saved>(
          await send('POST', '/api/trainingPlan/add', {
            patientId: await patientRecord(),
            ...planFields('开始'),
          }),
        ),
      save: (record, revision, value) =>
        send('PUT', '/api/trainingPlan/update', { id: record.id, revision, ...planFields(value) }),
      stored: async (id) =>
        (
          await t.sql
            .selectFrom('training_plans')
            .select('notes')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).notes,
    },
    {
      name: 'assessment draft',
      table: 'assessments',
      make: async () => {
        const patientId = await patientRecord();
        const started = dataOf<Saved>(
          await send('POST', '/api/assessment/draft', {
            patientId,
            kind: 'moca',
            testedOn: '2026-11-20',
            scores: {},
          }),
        );
        patientOfDraft.set(started.id, patientId);
        return started;
      },
      save: (record, revision, value) =>
        send('POST', '/api/assessment/draft', {
          id: record.id,
          patientId: patientOfDraft.get(record.id),
          kind: 'moca',
          testedOn: '2026-11-20',
          scores: { 'naming.naming': value === 'first' ? 1 : 2 },
          revision,
        }),
      stored: async (id) => {
        const row = await t.sql
          .selectFrom('assessments')
          .select('scores')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return (row.scores as Record<string, number>)['naming.naming'] === 1 ? 'first' : 'second';
      },
    },
    {
      name: 'patient record',
      table: 'patients',
      make: async () => ({ id: await patientRecord(), revision: 0 }),
      save: (record, revision, value) =>
        send('PUT', '/api/patientInformation/update', {
          id: record.id,
          revision,
          patientName: '王患者',
          hobby: value,
        }),
      stored: async (id) =>
        (
          await t.sql
            .selectFrom('patients')
            .select('hobby')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).hobby ?? '',
    },
    {
      name: 'doctor record',
      table: 'doctors',
      make: async () => ({ id: await doctorRecord(), revision: 0 }),
      save: (record, revision, value) =>
        send('PUT', '/api/doctorInformation/update', {
          id: record.id,
          revision,
          doctorName: '赵医生',
          doctorDescribe: value,
        }),
      stored: async (id) =>
        (
          await t.sql
            .selectFrom('doctors')
            .select('doctor_describe')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).doctor_describe ?? '',
    },
    {
      name: 'user account',
      table: 'users',
      make: async () => ({
        id: await t.createUser({ username: `rev_u${++serial}`, userAuth: '0' }),
        revision: 0,
      }),
      save: (record, revision, value) =>
        send('PUT', '/api/users/update', { id: record.id, revision, introduction: value }),
      stored: async (id) =>
        (
          await t.sql
            .selectFrom('users')
            .select('introduction')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).introduction,
    },
    {
      name: 'announcement',
      table: 'announcements',
      make: async () =>
        dataOf<Saved>(
          await send('POST', '/api/announcement/add', {
            title: '停诊通知',
            bodyHtml: '<p>开始</p>',
            audience: 'all',
          }),
        ),
      save: (record, revision, value) =>
        send('PUT', '/api/announcement/update', {
          id: record.id,
          revision,
          title: '停诊通知',
          bodyHtml: `<p>${value}</p>`,
          pinned: false,
        }),
      stored: async (id) =>
        (
          await t.sql
            .selectFrom('announcements')
            .select('body_html')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).body_html.replace(/<\/?p>/g, ''),
    },
    {
      name: 'patient group',
      table: 'patient_groups',
      make: async () =>
        dataOf<Saved>(
          await send('POST', '/api/patientGroup/add', {
            name: `记忆小组${++serial}`,
            doctorId: await doctorRecord(),
          }),
        ),
      save: (record, revision, value) =>
        send('PUT', '/api/patientGroup/update', {
          id: record.id,
          revision,
          name: `记忆小组${record.id}`,
          purpose: value,
          moderation: 'pre',
        }),
      stored: async (id) =>
        (
          await t.sql
            .selectFrom('patient_groups')
            .select('purpose')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).purpose,
    },
  ];
  const patientOfDraft = new Map<number, number>();

  const revisionOf = async (table: RevisedTable, id: number) =>
    (
      await t.sql
        .selectFrom(table)
        .select('revision')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).revision;

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await t.tokenFor(await t.createUser({ username: 'rev_admin', userAuth: '0' }));
  });
  afterAll(() => t?.close());

  it.each(kinds)('$name: of two saves from one revision, the second gets 40902', async (kind) => {
    const record = await kind.make();
    const first = dataOf<Saved>(await kind.save(record, record.revision, 'first'));
    expect(first.revision).toBe(record.revision + 1);

    const message = errorOf(await kind.save(record, record.revision, 'second'), 40902);
    expect(message).toContain('已被他人修改');
    // The first save stands, and the refused one did not move the revision.
    expect(await kind.stored(record.id)).toBe('first');
    expect(await revisionOf(kind.table, record.id)).toBe(first.revision);

    // Reloaded, the second editor saves on top of the first.
    const second = dataOf<Saved>(await kind.save(record, first.revision, 'second'));
    expect(second.revision).toBe(first.revision + 1);
    expect(await kind.stored(record.id)).toBe('second');
  });

  it.each(kinds)('$name: two saves at the same moment, one stored, one 40902', async (kind) => {
    const record = await kind.make();
    const answers = await Promise.all([
      kind.save(record, record.revision, 'first'),
      kind.save(record, record.revision, 'second'),
    ]);
    const codes = answers.map((answer) => answer.json<{ code: number }>().code);
    expect([...codes].sort()).toEqual([200, 40902]);
    const winner = codes[0] === 200 ? 'first' : 'second';
    expect(await kind.stored(record.id)).toBe(winner);
    expect(await revisionOf(kind.table, record.id)).toBe(record.revision + 1);
  });

  it.each(kinds)('$name: an update without its revision is refused (40001)', async (kind) => {
    const record = await kind.make();
    expect(errorOf(await kind.save(record, undefined, 'first'), 40001)).toContain('revision');
    expect(await revisionOf(kind.table, record.id)).toBe(record.revision);
  });

  it('a stale save is audited as a failure, not a success', async () => {
    const [plan] = kinds;
    const record = await plan!.make();
    dataOf(await plan!.save(record, record.revision, 'first'));
    errorOf(await plan!.save(record, record.revision, 'second'), 40902);
    const lines = await auditOf(t, 'updateTrainingPlan');
    expect(lines.slice(-2).map((line) => line.outcome)).toEqual(['success', 'failure']);
  });

  it('a change of state raises the plan’s revision: a form opened before it is stale', async () => {
    const [plan] = kinds;
    const record = await plan!.make();
    const status = async (to: string) =>
      dataOf<Saved>(
        await t.call({
          method: 'POST',
          url: '/api/trainingPlan/status',
          token: admin,
          payload: { id: record.id, status: to },
        }),
      );
    const active = await status('active');
    const paused = await status('paused');
    expect(paused.revision).toBe(active.revision + 1);
    errorOf(await plan!.save(record, record.revision, 'edited'), 40902);
    dataOf(await plan!.save(record, paused.revision, 'edited'));
    expect(await plan!.stored(record.id)).toBe('edited');
  });

  it('saving a doctor’s record raises its account’s revision (the name is copied there)', async () => {
    const doctorId = await doctorRecord();
    const { user_id: userId } = await t.sql
      .selectFrom('doctors')
      .select('user_id')
      .where('id', '=', doctorId)
      .executeTakeFirstOrThrow();
    const before = await revisionOf('users', userId);
    dataOf(
      await send('PUT', '/api/doctorInformation/update', {
        id: doctorId,
        revision: 0,
        doctorName: '钱医生',
      }),
    );
    expect(await revisionOf('users', userId)).toBe(before + 1);
    errorOf(
      await send('PUT', '/api/users/update', { id: userId, revision: before, name: '孙医生' }),
      40902,
    );
  });
});
