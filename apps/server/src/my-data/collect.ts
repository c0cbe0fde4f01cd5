import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { CsvCell } from './csv';

/*
 * What the platform holds about one patient, read part by part for 我的数据: each reader returns
 * the part's JSON and, for the tables, the rows of its CSV. Everything is the patient's own rows
 * (by `patient_id`, or their account's for messages); people are named as the records name them.
 */

export interface Table {
  headers: string[];
  rows: CsvCell[][];
}

const at = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Their record and account, without the server's own search columns and the password. */
export async function readProfile(db: Kysely<Tables>, patientId: number) {
  const patient = await db
    .selectFrom('patients')
    .selectAll()
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  const account = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'avatar', 'introduction', 'created_at', 'status'])
    .where('id', '=', patient.user_id)
    .executeTakeFirstOrThrow();
  const { name_search: _search, name_pinyin: _pinyin, ...record } = patient;
  return { patient: record, account: { ...account, created_at: at(account.created_at) } };
}

/** MoCA and MMSE sheets with their item scores and amendments. */
export async function readAssessments(db: Kysely<Tables>, patientId: number) {
  const { rows: sheets } = await sql<{
    id: number;
    kind: 'moca' | 'mmse';
    status: string;
    tested_on: string;
    scores: Record<string, number | null>;
    created_at: Date;
    created_by_name: string | null;
    finished_at: Date | null;
    finished_by_name: string | null;
  }>`
    SELECT a.id, a.kind, a.status, to_char(a.tested_on, 'YYYY-MM-DD') AS tested_on, a.scores,
           a.created_at, c.name AS created_by_name, a.finished_at, f.name AS finished_by_name
      FROM assessments a
      LEFT JOIN users c ON c.id = a.created_by
      LEFT JOIN users f ON f.id = a.finished_by
     WHERE a.patient_id = ${patientId}
     ORDER BY a.tested_on, a.id`.execute(db);
  const { rows: amendments } = await sql<{
    id: number;
    assessment_id: number;
    reason: string;
    previous_scores: Record<string, number | null>;
    scores: Record<string, number | null>;
    amended_at: Date;
    amended_by_name: string | null;
  }>`
    SELECT m.id, m.assessment_id, m.reason, m.previous_scores, m.scores, m.amended_at,
           u.name AS amended_by_name
      FROM assessment_amendments m
      JOIN assessments a ON a.id = m.assessment_id
      LEFT JOIN users u ON u.id = m.amended_by
     WHERE a.patient_id = ${patientId}
     ORDER BY m.amended_at, m.id`.execute(db);
  const json = sheets.map((sheet) => ({
    ...sheet,
    created_at: at(sheet.created_at),
    finished_at: at(sheet.finished_at),
    amendments: amendments
      .filter((amendment) => amendment.assessment_id === sheet.id)
      .map((amendment) => ({ ...amendment, amended_at: at(amendment.amended_at) })),
  }));
  const csv: Table = {
    headers: [
      '评估编号 Assessment',
      '量表 Scale',
      '测评日期 Date',
      '状态 Status',
      '项目 Item',
      '得分 Score',
    ],
    rows: sheets.flatMap((sheet) =>
      Object.entries(sheet.scores).map(([item, score]) => [
        sheet.id,
        sheet.kind === 'moca' ? 'MoCA' : 'MMSE',
        sheet.tested_on,
        sheet.status,
        item,
        score,
      ]),
    ),
  };
  return { json, csv };
}

/** Plans (with their exercises and state changes), sessions and exercise results. */
export async function readTraining(db: Kysely<Tables>, patientId: number) {
  const { rows: plans } = await sql<{
    id: number;
    status: string;
    minutes_per_session: number;
    sessions_per_week: number;
    training_days: number[];
    start_date: string;
    end_date: string;
    notes: string;
    created_at: Date;
    created_by_name: string | null;
  }>`
    SELECT p.id, p.status, p.minutes_per_session, p.sessions_per_week, p.training_days,
           to_char(p.start_date, 'YYYY-MM-DD') AS start_date,
           to_char(p.end_date, 'YYYY-MM-DD') AS end_date, p.notes, p.created_at,
           u.name AS created_by_name
      FROM training_plans p LEFT JOIN users u ON u.id = p.created_by
     WHERE p.patient_id = ${patientId} ORDER BY p.id`.execute(db);
  const planIds = plans.map((plan) => plan.id);
  const items = planIds.length
    ? await db
        .selectFrom('training_plan_items')
        .select(['plan_id', 'position', 'exercise_kind', 'start_level'])
        .where('plan_id', 'in', planIds)
        .orderBy('plan_id')
        .orderBy('position')
        .execute()
    : [];
  const changes = planIds.length
    ? await db
        .selectFrom('training_plan_status_changes')
        .select(['plan_id', 'from_status', 'to_status', 'changed_at', 'changed_by_name'])
        .where('plan_id', 'in', planIds)
        .orderBy('changed_at')
        .execute()
    : [];
  const sessions = await db
    .selectFrom('training_sessions')
    .select(['id', 'plan_id', 'status', 'started_at', 'finished_at'])
    .where('patient_id', '=', patientId)
    .orderBy('started_at')
    .execute();
  const results = await db
    .selectFrom('exercise_results')
    .select([
      'id',
      'session_id',
      'plan_id',
      'exercise_kind',
      'level',
      'outcome',
      'accuracy',
      'mean_rt_ms',
      'median_rt_ms',
      'omissions',
      'commissions',
      'trial_count',
      'trials',
      'extra',
      'started_at',
      'finished_at',
    ])
    .where('patient_id', '=', patientId)
    .orderBy('finished_at')
    .orderBy('id')
    .execute();
  const plansJson = plans.map((plan) => ({
    ...plan,
    created_at: at(plan.created_at),
    exercises: items.filter((item) => item.plan_id === plan.id),
    statusChanges: changes
      .filter((change) => change.plan_id === plan.id)
      .map((change) => ({ ...change, changed_at: at(change.changed_at) })),
  }));
  const sessionsJson = sessions.map((s) => ({
    ...s,
    started_at: at(s.started_at),
    finished_at: at(s.finished_at),
  }));
  const resultsJson = results.map((r) => ({
    ...r,
    started_at: at(r.started_at),
    finished_at: at(r.finished_at),
  }));
  return {
    plans: plansJson,
    sessions: sessionsJson,
    results: resultsJson,
    plansCsv: {
      headers: [
        '计划编号 Plan',
        '状态 Status',
        '每次分钟 Minutes',
        '每周次数 Per week',
        '开始 Start',
        '结束 End',
        '训练项目 Exercises',
      ],
      rows: plansJson.map((plan) => [
        plan.id,
        plan.status,
        plan.minutes_per_session,
        plan.sessions_per_week,
        plan.start_date,
        plan.end_date,
        plan.exercises.map((item) => item.exercise_kind).join(' '),
      ]),
    } satisfies Table,
    sessionsCsv: {
      headers: [
        '训练编号 Session',
        '计划编号 Plan',
        '状态 Status',
        '开始 Started',
        '结束 Finished',
      ],
      rows: sessionsJson.map((s) => [s.id, s.plan_id, s.status, s.started_at, s.finished_at]),
    } satisfies Table,
    resultsCsv: {
      headers: [
        '结果编号 Result',
        '训练编号 Session',
        '训练项目 Exercise',
        '级别 Level',
        '结果 Outcome',
        '正确率 Accuracy',
        '平均反应时(毫秒) Mean RT (ms)',
        '反应时中位数(毫秒) Median RT (ms)',
        '漏按 Omissions',
        '错按 Commissions',
        '试次数 Trials',
        '完成时间 Finished',
      ],
      rows: resultsJson.map((r) => [
        r.id,
        r.session_id,
        r.exercise_kind,
        r.level,
        r.outcome,
        r.accuracy,
        r.mean_rt_ms,
        r.median_rt_ms,
        r.omissions,
        r.commissions,
        r.trial_count,
        r.finished_at,
      ]),
    } satisfies Table,
  };
}

/** Their groups, posts, sign-ups and challenges in the community. */
export async function readCommunity(db: Kysely<Tables>, patientId: number) {
  const { rows: groups } = await sql<{
    group_id: number;
    group_name: string;
    nickname: string;
    joined_at: Date;
  }>`
    SELECT m.group_id, g.name AS group_name, m.nickname, m.joined_at
      FROM patient_group_members m JOIN patient_groups g ON g.id = m.group_id
     WHERE m.patient_id = ${patientId} ORDER BY m.joined_at`.execute(db);
  const posts = await db
    .selectFrom('group_posts')
    .select([
      'id',
      'group_id',
      'body',
      'image_file_id',
      'status',
      'created_at',
      'moderation_reason',
    ])
    .where('author_patient_id', '=', patientId)
    .orderBy('created_at')
    .execute();
  const { rows: signups } = await sql<{
    session_id: number;
    title: string;
    starts_at: Date;
    attended: boolean | null;
  }>`
    SELECT s.session_id, g.title, g.starts_at, s.attended
      FROM group_session_signups s JOIN group_sessions g ON g.id = s.session_id
     WHERE s.patient_id = ${patientId} ORDER BY g.starts_at`.execute(db);
  const { rows: challenges } = await sql<{ challenge_id: number; title: string; joined_at: Date }>`
    SELECT p.challenge_id, c.title, p.joined_at
      FROM challenge_participants p JOIN challenges c ON c.id = p.challenge_id
     WHERE p.patient_id = ${patientId} ORDER BY p.joined_at`.execute(db);
  return {
    groups: groups.map((g) => ({ ...g, joined_at: at(g.joined_at) })),
    posts: posts.map((p) => ({ ...p, created_at: at(p.created_at) })),
    sessionSignups: signups.map((s) => ({ ...s, starts_at: at(s.starts_at) })),
    challenges: challenges.map((c) => ({ ...c, joined_at: at(c.joined_at) })),
  };
}

/** Every conversation of their account, with who the other side is and every message. */
export async function readMessages(db: Kysely<Tables>, userId: number) {
  const { rows } = await sql<{
    conversation_id: number;
    with_name: string;
    seq: string;
    sender_name: string;
    from_me: boolean;
    body: string;
    image_id: string | null;
    created_at: Date;
  }>`
    SELECT c.id AS conversation_id, o.name AS with_name, m.seq, s.name AS sender_name,
           m.sender_id = ${userId} AS from_me, m.body, m.image_id, m.created_at
      FROM conversations c
      JOIN users o ON o.id = CASE WHEN c.user_low = ${userId} THEN c.user_high ELSE c.user_low END
      JOIN messages m ON m.conversation_id = c.id
      JOIN users s ON s.id = m.sender_id
     WHERE c.user_low = ${userId} OR c.user_high = ${userId}
     ORDER BY c.id, m.seq`.execute(db);
  const conversations = new Map<number, { with: string; messages: unknown[] }>();
  for (const row of rows) {
    const conversation = conversations.get(row.conversation_id) ?? {
      with: row.with_name,
      messages: [],
    };
    conversation.messages.push({
      from: row.sender_name,
      fromMe: row.from_me,
      body: row.body,
      imageId: row.image_id,
      at: at(row.created_at),
    });
    conversations.set(row.conversation_id, conversation);
  }
  return [...conversations.entries()].map(([id, c]) => ({ conversationId: id, ...c }));
}

/** The ids of their recordings, oldest first. */
export async function recordingIds(db: Kysely<Tables>, patientId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM recordings WHERE patient_id = ${patientId} ORDER BY started_at, id`.execute(db);
  return rows.map((row) => row.id);
}

/** The months (China time, `YYYY-MM`) with a training result or an assessment, newest last. */
export async function reportMonths(db: Kysely<Tables>, patientId: number, max: number) {
  const { rows } = await sql<{ month: string }>`
    SELECT month FROM (
      SELECT to_char(finished_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS month
        FROM exercise_results WHERE patient_id = ${patientId}
      UNION
      SELECT to_char(tested_on, 'YYYY-MM') FROM assessments
       WHERE patient_id = ${patientId} AND status = 'finished') m
     ORDER BY month DESC LIMIT ${max}`.execute(db);
  return rows.map((row) => row.month).reverse();
}
