import { calls, itemKeys, type CallName } from '@cep/contract';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';

/*
 * Who may do what, decided here once for every row of the contract's table: each call × each role
 * × (where a call acts on one record) the caller's own record and another's. A row added to the
 * table without a line here fails the first test, so no call ships without a decision.
 *
 * `allow` means the server lets the caller through: for the record calls (users, doctors,
 * patients) the answer must be 200 (or the code a case names), for the calls still being built
 * elsewhere (session, files, audit) only "not 40301" is asserted. `deny` means exactly 40301.
 *
 * Patient calls and care teams (issue 11 §2): for a doctor "own" is a patient of their care team and
 * "other" a patient of no team of theirs; for a patient "own" is their own record.
 */

type Role = 'admin' | 'doctor' | 'patient';
type Decision = 'allow' | 'deny';
/** One decision, or one per target when the call acts on a record someone owns. */
type Cell = Decision | { own?: Decision; other?: Decision };
type Row = Record<Role, Cell>;

const allow = 'allow';
const deny = 'deny';
const everyone: Row = { admin: allow, doctor: allow, patient: allow };
const adminOnly: Row = { admin: allow, doctor: deny, patient: deny };
/** Calls on an account: "own" is the caller's own account. Admin-only whatever the account. */
const accountAdminOnly: Row = {
  admin: { own: allow, other: allow },
  doctor: { own: deny, other: deny },
  patient: { own: deny, other: deny },
};

/** A patient's data: the admin any, a doctor their teams' patients, a patient their own. */
function patientRecordRead(): Row {
  return {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: allow, other: deny },
  };
}
/** Written by clinicians only: the admin any patient's, a doctor their teams' patients'. */
function patientRecordClinicianWrite(): Row {
  return {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: deny, other: deny },
  };
}

/** A call on one conversation, or on one person to write to: one's own allowed, others' not. */
function conversationCall(): Row {
  return {
    admin: { own: allow, other: deny },
    doctor: { own: allow, other: deny },
    patient: { own: allow, other: deny },
  };
}

const matrix = {
  health: everyone,
  login: everyone,
  getInfo: everyone,
  logout: everyone,
  getMenuList: everyone,
  refreshToken: everyone,
  verifyPassword: everyone,

  listUsers: adminOnly,
  getUser: accountAdminOnly,
  getByUsername: accountAdminOnly,
  addUser: adminOnly,
  updateUser: accountAdminOnly,
  deleteUser: accountAdminOnly,
  saveUserRole: accountAdminOnly,

  listDoctors: { admin: allow, doctor: allow, patient: deny },
  getDoctor: {
    admin: { other: allow },
    doctor: { own: allow, other: allow },
    patient: { other: deny },
  },
  addDoctor: adminOnly,
  updateDoctor: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { other: deny },
  },
  deleteDoctor: {
    admin: { other: allow },
    doctor: { own: deny, other: deny },
    patient: { other: deny },
  },

  // A doctor's list holds only their teams' patients, a patient's only their own record
  // (care-teams.test.ts, patients.test.ts).
  listPatients: everyone,
  getPatient: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: allow, other: deny },
  },
  // A doctor's new patient joins their team.
  addPatient: { admin: allow, doctor: allow, patient: deny },
  updatePatient: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: allow, other: deny },
  },
  deletePatient: {
    admin: { other: allow },
    doctor: { own: deny, other: deny },
    patient: { own: deny, other: deny },
  },

  uploadFile: everyone,
  getFile: everyone,
  listAudit: adminOnly,
  reportClientError: everyone,
  listClientErrors: adminOnly,

  listCareTeam: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: allow, other: deny },
  },
  assignCareTeam: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: deny, other: deny },
  },
  unassignCareTeam: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: deny, other: deny },
  },
  changePassword: everyone,

  setUserStatus: accountAdminOnly,
  resetPassword: accountAdminOnly,
  getIdleLockSettings: everyone,
  saveIdleLockSettings: adminOnly,
  // Answered by the caller's role (dashboard.test.ts): a doctor's team, a patient's own record.
  getDashboardSummary: everyone,

  // Issue 12: a doctor exports their teams' patients only (patients.test.ts); reveals follow who
  // may read the record.
  exportPatients: { admin: allow, doctor: allow, patient: deny },
  exportDoctors: adminOnly,
  exportUsers: adminOnly,
  revealPatient: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: allow, other: deny },
  },
  revealDoctor: {
    admin: { other: allow },
    doctor: { own: allow, other: allow },
    patient: { other: deny },
  },

  // Cognitive training (issue 13; training.test.ts): plans are written by the admin and by a
  // doctor for their teams' patients; a patient reads their own and records their own results.
  listExercises: everyone,
  listTrainingPlans: patientRecordRead(),
  addTrainingPlan: patientRecordClinicianWrite(),
  updateTrainingPlan: patientRecordClinicianWrite(),
  setTrainingPlanStatus: patientRecordClinicianWrite(),
  startTrainingSession: patientRecordRead(),
  finishTrainingSession: patientRecordRead(),
  addExerciseResult: patientRecordRead(),
  listExerciseResults: patientRecordRead(),
  getPatientProgress: patientRecordRead(),
  listAssessments: patientRecordClinicianWrite(),
  getAssessment: patientRecordClinicianWrite(),
  saveAssessmentDraft: patientRecordClinicianWrite(),
  finishAssessment: patientRecordClinicianWrite(),
  amendAssessment: patientRecordClinicianWrite(),

  // The assistant (issue 14; assistant.test.ts): clinicians of the patient's care team only.
  listRecommendations: patientRecordClinicianWrite(),
  acceptRecommendation: patientRecordClinicianWrite(),
  rejectRecommendation: patientRecordClinicianWrite(),
  listAlerts: patientRecordClinicianWrite(),
  countAlerts: { admin: allow, doctor: allow, patient: deny },
  readAlerts: { admin: allow, doctor: allow, patient: deny },
  streamAlerts: { admin: allow, doctor: allow, patient: deny },
  exportReport: patientRecordClinicianWrite(),

  // Signal acquisition (issue 15; signals*.test.ts): the admin manages devices, clinicians pick
  // them and record for their teams' patients, a patient reads their own recordings.
  listSignalDevices: { admin: allow, doctor: allow, patient: deny },
  addSignalDevice: adminOnly,
  updateSignalDevice: adminOnly,
  setSignalDeviceStatus: adminOnly,
  streamSignalDevice: patientRecordClinicianWrite(),
  startRecording: patientRecordClinicianWrite(),
  stopRecording: patientRecordClinicianWrite(),
  listRecordings: patientRecordRead(),
  getRecording: patientRecordRead(),
  addRecordingMarker: patientRecordClinicianWrite(),
  getRecordingWindow: patientRecordRead(),
  getRecordingFeatures: patientRecordRead(),
  exportRecording: patientRecordClinicianWrite(),

  // Messages (issue 16; messages.test.ts). "own" is the caller's conversation, or someone they may
  // write to (the admin: a doctor; a doctor: their team's patient; a patient: their team's
  // clinician); "other" is a conversation of two other people, or someone they may not write to
  // (the admin: a patient; a doctor or a patient: a patient outside their team).
  listConversations: everyone,
  listMessageContacts: everyone,
  startConversation: conversationCall(),
  listMessages: conversationCall(),
  sendMessage: conversationCall(),
  readMessages: conversationCall(),
  countUnreadMessages: everyone,
  uploadMessageImage: everyone,
} satisfies Record<CallName, Row>;

/** Calls whose handlers other work is still building: only the gate's decision is asserted. */
const gateOnly = new Set<CallName>([
  'login',
  'getInfo',
  'logout',
  'getMenuList',
  'refreshToken',
  'uploadFile',
  'getFile',
  'listAudit',
]);

interface Case {
  role: Role;
  target: 'own' | 'other' | undefined;
  /** The caller's account. */
  self: number;
}

/** A request and, when the gate lets it through, the code it must get (default 200). */
interface Probe {
  request: InjectOptions;
  code?: number;
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, type: string, bytes: Buffer): InjectOptions {
  const boundary = 'cep-matrix-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe.each(engines)('the authorization matrix on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  /** Records the matrix reads and updates: the doctor's and the patient's own, and others'. */
  const records = { doctorOwn: 0, doctorOther: 0, patientOwn: 0, patientOther: 0, otherUser: 0 };
  let serial = 0;

  const account = async (userAuth: '0' | '1' | '2') =>
    t.createUser({ username: `m${++serial}_${userAuth}`, userAuth });
  const doctorRecord = async (userId: number) =>
    (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: userId, doctor_name: `医生${serial}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const patientRecord = async (userId: number) =>
    (
      await t.sql
        .insertInto('patients')
        .values({ user_id: userId, patient_name: `患者${serial}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await startTestApp(engine, { alertStreamMaxMs: 50 });
    cast = await castOf(t);
    records.doctorOwn = await doctorRecord(cast.doctor.id);
    records.doctorOther = await doctorRecord(await account('1'));
    records.patientOwn = await patientRecord(cast.patient.id);
    records.patientOther = await patientRecord(await account('2'));
    records.otherUser = await account('2');
    // The doctor's care team holds the patient's own record, so "own" means the same to both.
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: records.patientOwn, doctor_id: records.doctorOwn })
      .execute();
  });
  afterAll(() => t?.close());

  /** The account a case acts on: the caller's own, or another (a fresh one when it may go). */
  const accountOf = async (c: Case, fresh = false) =>
    c.target === 'own' ? c.self : fresh ? account('2') : records.otherUser;
  const doctorOf = async (c: Case, fresh = false) =>
    c.target === 'own'
      ? records.doctorOwn
      : fresh
        ? doctorRecord(await account('1'))
        : records.doctorOther;
  const patientOf = async (c: Case, fresh = false) =>
    c.target === 'own'
      ? records.patientOwn
      : fresh
        ? patientRecord(await account('2'))
        : records.patientOther;

  /**
   * A change to the team of the case's patient: a fresh doctor record, so an allowed assign has
   * someone new to add — and, for an unassign, already on that team.
   */
  const teamChangeOf = async (c: Case, member: boolean) => {
    const patientId = await patientOf(c);
    const doctorId = await doctorRecord(await account('1'));
    if (member) {
      await t.sql
        .insertInto('care_team_members')
        .values({ patient_id: patientId, doctor_id: doctorId })
        .execute();
    }
    return { patientId, doctorId };
  };

  /** A training plan of `patientId` in `status` with one item (Go/No-Go at level 1). */
  const trainingPlanOf = async (patientId: number, status: 'draft' | 'active' | 'paused') => {
    const { id } = await t.sql
      .insertInto('training_plans')
      .values({
        patient_id: patientId,
        status,
        minutes_per_session: 20,
        sessions_per_week: 1,
        training_days: sql<number[]>`ARRAY[1]::smallint[]`,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await t.sql
      .insertInto('training_plan_items')
      .values({
        plan_id: id,
        position: 0,
        exercise_kind: 'goNoGo',
        start_level: 1,
        rule: JSON.stringify({ type: 'staircase', up: 3, down: 2 }),
        level_state: JSON.stringify({
          level: 1,
          correctStreak: 0,
          errorStreak: 0,
          blockCount: 0,
          blockErrors: 0,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planId: id, itemId: item.id };
  };
  /** A fresh acquisition device (its key is never used here). */
  const deviceOf = async () =>
    (
      await sql<{ id: number }>`
        INSERT INTO signal_devices (name, profile, key_hash)
        VALUES ('矩阵设备', 'eeg-8-250', ${Buffer.from(randomUUID())}) RETURNING id`.execute(t.sql)
    ).rows[0]!.id;
  /** A running recording of the case's patient on a fresh device: its id and the device's. */
  const recordingOf = async (c: Case) => {
    const deviceId = await deviceOf();
    const { id } = (
      await sql<{ id: number }>`
        INSERT INTO recordings (patient_id) VALUES (${await patientOf(c)}) RETURNING id`.execute(
        t.sql,
      )
    ).rows[0]!;
    await sql`
      INSERT INTO recording_devices (recording_id, device_id, device_name, profile, channels, sample_rate)
      VALUES (${id}, ${deviceId}, '矩阵设备', 'eeg-8-250', '[]'::jsonb, 250)`.execute(t.sql);
    return { recordingId: id, deviceId };
  };

  /** The active plans of the patients the matrix acts on (made once). */
  const activePlans = new Map<number, { planId: number; itemId: number }>();
  const activePlanOf = async (c: Case) => {
    const patientId = await patientOf(c);
    let plan = activePlans.get(patientId);
    if (!plan) {
      plan = await trainingPlanOf(patientId, 'active');
      activePlans.set(patientId, plan);
    }
    return plan;
  };
  const planBody = {
    items: [{ kind: 'goNoGo', startLevel: 2 }],
    minutesPerSession: 20,
    sessionsPerWeek: 3,
    startDate: '2026-02-01',
    endDate: '2026-04-30',
  };

  /** A MoCA sheet of `patientId` with every item scored 0, a draft or finished. */
  const fullMoca = Object.fromEntries(itemKeys('moca').map((key) => [key, 0]));
  const assessmentOf = async (patientId: number, status: 'draft' | 'finished') => {
    const row = await t.sql
      .insertInto('assessments')
      .values({
        patient_id: patientId,
        kind: 'moca',
        tested_on: '2026-11-01',
        scores: JSON.stringify(fullMoca),
        status,
        finished_at: status === 'finished' ? new Date() : null,
      })
      .returning(['id', 'revision'])
      .executeTakeFirstOrThrow();
    return row;
  };

  /** An open reminder about `patientId` (accepting it changes nothing else). */
  const findingOf = async (patientId: number) =>
    (
      await t.sql
        .insertInto('assistant_findings')
        .values({
          patient_id: patientId,
          rule: 'reassessmentDue',
          kind: 'reminder',
          key: `matrix:${Math.random()}`,
          numbers: JSON.stringify({ days: 28 }),
          action: JSON.stringify({ type: 'none' }),
          link: '/cognitive-training',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** Whom the case's caller may write to ("own") or may not ("other"), as account ids. */
  const partnerOf = (c: Case) => {
    if (c.target === 'own') return c.role === 'doctor' ? cast.patient.id : cast.doctor.id;
    return c.role === 'admin' ? cast.patient.id : records.otherUser;
  };
  /** The conversation of two accounts (made directly, as a start would). */
  const conversationBetween = async (a: number, b: number) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    await sql`INSERT INTO conversations (user_low, user_high) VALUES (${low}, ${high})
              ON CONFLICT DO NOTHING`.execute(t.sql);
    const { id } = await t.sql
      .selectFrom('conversations')
      .select('id')
      .where('user_low', '=', low)
      .where('user_high', '=', high)
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('conversation_members')
      .values([
        { conversation_id: id, user_id: low },
        { conversation_id: id, user_id: high },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    return id;
  };
  /** The case's conversation: the caller's own with a partner, or one of two other people. */
  const conversationOf = async (c: Case) => {
    if (c.target === 'own') return conversationBetween(c.self, partnerOf(c));
    return c.role === 'admin'
      ? conversationBetween(cast.doctor.id, cast.patient.id)
      : conversationBetween(
          cast.admin.id,
          c.role === 'doctor' ? records.otherUser : cast.doctor.id,
        );
  };

  /** One request per call; destructive calls get a record of their own so allowed cases can run. */
  const probes: Record<CallName, (c: Case) => Promise<Probe>> = {
    health: async () => ({ request: { method: 'GET', url: '/api/health' } }),
    login: async () => ({
      request: {
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=nobody&password=wrong',
      },
    }),
    getInfo: async () => ({ request: { method: 'GET', url: '/api/sysUser/getInfo' } }),
    logout: async () => ({ request: { method: 'POST', url: '/api/sysUser/logout' } }),
    getMenuList: async () => ({ request: { method: 'GET', url: '/api/sysUser/getMenuList' } }),
    refreshToken: async () => ({ request: { method: 'POST', url: '/api/sysUser/refreshToken' } }),
    // Through the gate for every signed-in role: a wrong password is checked (40101), not refused.
    verifyPassword: async () => ({
      request: {
        method: 'POST',
        url: '/api/sysUser/verifyPassword',
        payload: { password: 'not-the-password' },
      },
      code: 40101,
    }),

    listUsers: async () => ({ request: { method: 'GET', url: '/api/users/list' } }),
    getUser: async (c) => ({
      request: { method: 'GET', url: `/api/users/getUser?id=${await accountOf(c)}` },
    }),
    getByUsername: async (c) => {
      const id = await accountOf(c);
      const { username } = await t.sql
        .selectFrom('users')
        .select('username')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { request: { method: 'GET', url: `/api/users/getByUsername?username=${username}` } };
    },
    addUser: async () => ({
      request: {
        method: 'POST',
        url: '/api/users/add',
        payload: {
          username: `added${++serial}`,
          password: 'Secret#123',
          name: '新',
          userAuth: '2',
        },
      },
    }),
    updateUser: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/users/update',
        payload: { id: await accountOf(c), introduction: '改' },
      },
    }),
    deleteUser: async (c) => ({
      request: { method: 'DELETE', url: `/api/users/delete?id=${await accountOf(c, true)}` },
      // The gate lets an admin through; the rule then keeps them from deleting themselves.
      code: c.target === 'own' ? 40901 : 200,
    }),
    saveUserRole: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/users/saveUserRole',
        // The roles the account already has: allowed cases change nothing others rely on.
        payload: { userId: await accountOf(c), roles: [c.target === 'own' ? c.role : 'patient'] },
      },
    }),

    listDoctors: async () => ({ request: { method: 'GET', url: '/api/doctorInformation/list' } }),
    getDoctor: async (c) => ({
      request: { method: 'GET', url: `/api/doctorInformation/doctor/${await doctorOf(c)}` },
    }),
    addDoctor: async () => ({
      request: {
        method: 'POST',
        url: '/api/doctorInformation/add',
        payload: { userId: await account('1'), doctorName: '新医生' },
      },
    }),
    updateDoctor: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/doctorInformation/update',
        payload: { id: await doctorOf(c), doctorName: '改名' },
      },
    }),
    deleteDoctor: async (c) => ({
      request: {
        method: 'DELETE',
        url: `/api/doctorInformation/delete/${await doctorOf(c, true)}`,
      },
    }),

    listPatients: async () => ({ request: { method: 'GET', url: '/api/patientInformation/list' } }),
    getPatient: async (c) => ({
      request: { method: 'GET', url: `/api/patientInformation/${await patientOf(c)}` },
    }),
    addPatient: async () => ({
      request: {
        method: 'POST',
        url: '/api/patientInformation/add',
        payload: { userId: await account('2'), patientName: '新患者' },
      },
    }),
    updatePatient: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/patientInformation/update',
        payload: { id: await patientOf(c), patientName: '改名' },
      },
    }),
    deletePatient: async (c) => ({
      request: {
        method: 'DELETE',
        url: `/api/patientInformation/delete/${await patientOf(c, true)}`,
      },
    }),

    uploadFile: async () => ({
      request: {
        method: 'POST',
        url: '/api/oss/file/upload?module=usr',
        ...multipart('file', 'dot.png', 'image/png', png),
      },
    }),
    getFile: async () => ({
      request: { method: 'GET', url: '/api/oss/file/00000000-0000-4000-8000-000000000000' },
    }),
    listAudit: async () => ({ request: { method: 'GET', url: '/api/audit/list' } }),
    reportClientError: async () => ({
      request: {
        method: 'POST',
        url: '/api/clientErrors',
        payload: { message: 'TypeError: x is undefined', url: 'http://localhost/dashboard' },
      },
    }),
    listClientErrors: async () => ({ request: { method: 'GET', url: '/api/clientErrors/list' } }),

    listCareTeam: async (c) => ({
      request: { method: 'GET', url: `/api/careTeam/list?patientId=${await patientOf(c)}` },
    }),
    assignCareTeam: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/careTeam/assign',
        payload: await teamChangeOf(c, false),
      },
    }),
    unassignCareTeam: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/careTeam/unassign',
        payload: await teamChangeOf(c, true),
      },
    }),
    // A wrong old password: past the gate, refused by the handler, nobody's password changes.
    changePassword: async () => ({
      request: {
        method: 'PUT',
        url: '/api/sysUser/password',
        payload: { oldPassword: 'not-the-password', newPassword: 'Matrix#2468' },
      },
      code: 40001,
    }),

    setUserStatus: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/users/setStatus',
        payload: { id: await accountOf(c, true), status: 'disabled' },
      },
      // The gate lets an admin through; the rule then keeps them from disabling themselves.
      code: c.target === 'own' ? 40901 : 200,
    }),
    resetPassword: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/users/resetPassword',
        payload: { id: await accountOf(c, true), password: 'Reset1234' },
      },
    }),
    getIdleLockSettings: async () => ({
      request: { method: 'GET', url: '/api/settings/idleLock' },
    }),
    saveIdleLockSettings: async () => ({
      request: {
        method: 'PUT',
        url: '/api/settings/idleLock',
        payload: { minMinutes: 1, maxMinutes: 120, defaultMinutes: 15 },
      },
    }),
    getDashboardSummary: async () => ({
      request: { method: 'GET', url: '/api/dashboard/summary' },
    }),

    exportPatients: async () => ({
      request: { method: 'GET', url: '/api/patientInformation/export?format=csv' },
    }),
    exportDoctors: async () => ({
      request: { method: 'GET', url: '/api/doctorInformation/export?format=csv' },
    }),
    exportUsers: async () => ({ request: { method: 'GET', url: '/api/users/export?format=csv' } }),
    revealPatient: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/patientInformation/reveal',
        payload: { id: await patientOf(c), field: 'phone' },
      },
    }),
    revealDoctor: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/doctorInformation/reveal',
        payload: { id: await doctorOf(c), field: 'phone' },
      },
    }),

    listExercises: async () => ({ request: { method: 'GET', url: '/api/exercise/list' } }),
    listTrainingPlans: async (c) => ({
      request: { method: 'GET', url: `/api/trainingPlan/list?patientId=${await patientOf(c)}` },
    }),
    addTrainingPlan: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/trainingPlan/add',
        payload: { patientId: await patientOf(c), ...planBody },
      },
    }),
    updateTrainingPlan: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/trainingPlan/update',
        payload: { id: (await trainingPlanOf(await patientOf(c), 'draft')).planId, ...planBody },
      },
    }),
    setTrainingPlanStatus: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/trainingPlan/status',
        payload: {
          id: (await trainingPlanOf(await patientOf(c), 'paused')).planId,
          status: 'completed',
        },
      },
    }),
    startTrainingSession: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/trainingSession/start',
        payload: { clientId: randomUUID(), planId: (await activePlanOf(c)).planId },
      },
    }),
    finishTrainingSession: async (c) => {
      const { planId } = await activePlanOf(c);
      const clientId = randomUUID();
      await t.sql
        .insertInto('training_sessions')
        .values({
          client_id: clientId,
          plan_id: planId,
          patient_id: await patientOf(c),
          started_at: new Date(Date.now() - 60_000),
        })
        .execute();
      return {
        request: {
          method: 'POST',
          url: '/api/trainingSession/finish',
          payload: { clientId, planId, outcome: 'completed' },
        },
      };
    },
    addExerciseResult: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/exerciseResult/add',
        payload: {
          clientId: randomUUID(),
          sessionClientId: randomUUID(),
          planItemId: (await activePlanOf(c)).itemId,
          startedAt: Date.now() - 60_000,
          finishedAt: Date.now(),
          result: {
            kind: 'goNoGo',
            level: 1,
            outcome: 'completed',
            trials: [
              {
                index: 0,
                practice: false,
                stimulus: 'go',
                response: 'press',
                correct: true,
                rtMs: 420,
              },
            ],
            accuracy: 1,
            meanRtMs: 420,
            medianRtMs: 420,
            omissions: 0,
            commissions: 0,
          },
        },
      },
    }),
    listExerciseResults: async (c) => ({
      request: { method: 'GET', url: `/api/exerciseResult/list?patientId=${await patientOf(c)}` },
    }),
    getPatientProgress: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/patientProgress/detail?patientId=${await patientOf(c)}`,
      },
    }),
    listAssessments: async (c) => ({
      request: { method: 'GET', url: `/api/assessment/list?patientId=${await patientOf(c)}` },
    }),
    getAssessment: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/assessment/detail?id=${(await assessmentOf(await patientOf(c), 'draft')).id}`,
      },
    }),
    saveAssessmentDraft: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/assessment/draft',
        payload: {
          patientId: await patientOf(c),
          kind: 'mmse',
          testedOn: '2026-11-02',
          scores: { 'orientation.time': 4 },
        },
      },
    }),
    finishAssessment: async (c) => {
      const draft = await assessmentOf(await patientOf(c), 'draft');
      return {
        request: {
          method: 'POST',
          url: '/api/assessment/finish',
          payload: { id: draft.id, revision: draft.revision },
        },
      };
    },
    amendAssessment: async (c) => {
      const finished = await assessmentOf(await patientOf(c), 'finished');
      return {
        request: {
          method: 'POST',
          url: '/api/assessment/amend',
          payload: {
            id: finished.id,
            kind: 'moca',
            scores: { ...fullMoca, 'naming.naming': 3 },
            reason: '录入有误',
            revision: finished.revision,
          },
        },
      };
    },
    listRecommendations: async (c) => ({
      request: { method: 'GET', url: `/api/recommendation/list?patientId=${await patientOf(c)}` },
    }),
    acceptRecommendation: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/recommendation/accept',
        payload: { id: await findingOf(await patientOf(c)) },
      },
    }),
    rejectRecommendation: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/recommendation/reject',
        payload: { id: await findingOf(await patientOf(c)), reason: '暂不需要' },
      },
    }),
    listAlerts: async (c) => ({
      request: { method: 'GET', url: `/api/alert/list?patientId=${await patientOf(c)}` },
    }),
    countAlerts: async () => ({ request: { method: 'GET', url: '/api/alert/count' } }),
    readAlerts: async () => ({ request: { method: 'POST', url: '/api/alert/read', payload: {} } }),
    // Streams end after alertStreamMaxMs (set short here), so the answer can be read whole.
    streamAlerts: async () => ({ request: { method: 'GET', url: '/api/alert/stream' } }),
    exportReport: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/report/export?patientId=${await patientOf(c)}&from=2026-01-01&to=2026-12-31&format=xlsx`,
      },
    }),

    listSignalDevices: async () => ({ request: { method: 'GET', url: '/api/signalDevice/list' } }),
    addSignalDevice: async () => ({
      request: {
        method: 'POST',
        url: '/api/signalDevice/add',
        payload: { name: '脑电仪', profile: 'eeg-8-250' },
      },
    }),
    updateSignalDevice: async () => ({
      request: {
        method: 'PUT',
        url: '/api/signalDevice/update',
        payload: { id: await deviceOf(), name: '脑电仪2' },
      },
    }),
    setSignalDeviceStatus: async () => ({
      request: {
        method: 'POST',
        url: '/api/signalDevice/setStatus',
        payload: { id: await deviceOf(), status: 'disabled' },
      },
    }),
    // Live streams end after alertStreamMaxMs too (set short here), so the answer can be read.
    streamSignalDevice: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/signalDevice/live?deviceId=${(await recordingOf(c)).deviceId}`,
      },
    }),
    startRecording: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/recording/start',
        payload: { patientId: await patientOf(c), deviceIds: [await deviceOf()] },
      },
    }),
    stopRecording: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/recording/stop',
        payload: { id: (await recordingOf(c)).recordingId },
      },
    }),
    listRecordings: async (c) => ({
      request: { method: 'GET', url: `/api/recording/list?patientId=${await patientOf(c)}` },
    }),
    getRecording: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/recording/detail?id=${(await recordingOf(c)).recordingId}`,
      },
    }),
    addRecordingMarker: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/recording/marker',
        payload: { recordingId: (await recordingOf(c)).recordingId, label: '闭眼' },
      },
    }),
    getRecordingWindow: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/recording/window?recordingId=${(await recordingOf(c)).recordingId}&from=0&to=10000`,
      },
    }),
    getRecordingFeatures: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/recording/features?id=${(await recordingOf(c)).recordingId}`,
      },
    }),
    exportRecording: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/recording/export?id=${(await recordingOf(c)).recordingId}&format=edf`,
      },
      // Past the gate, a recording that holds no samples yet has nothing to export.
      code: 40901,
    }),

    listConversations: async () => ({
      request: { method: 'GET', url: '/api/message/conversations' },
    }),
    listMessageContacts: async () => ({
      request: { method: 'GET', url: '/api/message/contacts' },
    }),
    startConversation: async (c) => ({
      request: { method: 'POST', url: '/api/message/start', payload: { userId: partnerOf(c) } },
    }),
    listMessages: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/message/list?conversationId=${await conversationOf(c)}`,
      },
    }),
    sendMessage: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/message/send',
        payload: { conversationId: await conversationOf(c), text: '您好' },
      },
    }),
    readMessages: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/message/read',
        payload: { conversationId: await conversationOf(c) },
      },
    }),
    countUnreadMessages: async () => ({ request: { method: 'GET', url: '/api/message/unread' } }),
    uploadMessageImage: async () => ({
      request: {
        method: 'POST',
        url: '/api/message/image',
        ...multipart('file', 'dot.png', 'image/png', png),
      },
    }),
  };

  it('decides every call of the contract, and nothing else', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(calls).sort());
    expect(Object.keys(probes).sort()).toEqual(Object.keys(calls).sort());
  });

  it('allows every role a public or signed-in call', () => {
    for (const name of Object.keys(calls) as CallName[]) {
      if (calls[name].access === 'public' || calls[name].access === 'signedIn') {
        expect(matrix[name], name).toEqual(everyone);
      }
    }
  });

  interface MatrixCase {
    name: CallName;
    role: Role;
    target: Case['target'];
    decision: Decision;
  }
  const cases: MatrixCase[] = (Object.keys(matrix) as CallName[]).flatMap((name) =>
    (['admin', 'doctor', 'patient'] as const).flatMap((role): MatrixCase[] => {
      const cell: Cell = matrix[name][role];
      if (typeof cell === 'string') return [{ name, role, target: undefined, decision: cell }];
      return (['own', 'other'] as const).flatMap((target): MatrixCase[] => {
        const decision = cell[target];
        return decision ? [{ name, role, target, decision }] : [];
      });
    }),
  );

  it.each(cases)(
    '$name as $role ($target): $decision',
    async ({ name, role, target, decision }) => {
      const self = cast[role].id;
      // A token per case: logout and refreshToken retire theirs.
      const token = await t.tokenFor(self);
      const probe = await probes[name]({ role, target, self });
      const res = await t.call({ ...probe.request, token });
      // An export answers with a file, not the envelope: its success is a 200 that is not JSON.
      const code = String(res.headers['content-type']).startsWith('application/json')
        ? res.json<{ code: number }>().code
        : res.statusCode === 200
          ? 200
          : -1;
      if (decision === 'deny') {
        expect(code, res.body).toBe(40301);
        expect(res.statusCode).toBe(403);
      } else if (gateOnly.has(name)) {
        expect(code, res.body).not.toBe(40301);
      } else {
        expect(code, res.body).toBe(probe.code ?? 200);
      }
    },
  );

  it.each((Object.keys(calls) as CallName[]).filter((name) => calls[name].access !== 'public'))(
    '%s without a token is refused (50008)',
    async (name) => {
      const probe = await probes[name]({ role: 'admin', target: 'other', self: cast.admin.id });
      const res = await t.call(probe.request);
      const body = res.json<{ code: number; success: boolean }>();
      // Calls still being built may refuse earlier (e.g. their body parser): refused is enough.
      if (gateOnly.has(name)) expect(body.success, res.body).toBe(false);
      else expect(body.code, res.body).toBe(50008);
    },
  );

  /*
   * Calls that return people (issue 16's privacy rule): a patient never sees another patient's
   * name, phone, age, ID, scores or account. Each such call is made by the patient, in a world
   * where another patient of the same doctor writes to that doctor, and the answer must not
   * mention that patient at all; the doctor's answers do (so the data is there to be leaked).
   */
  describe('calls that return people, as a patient', () => {
    const other = {
      name: '隐私测试患者',
      phone: '13900001234',
      identityCard: '110105195803120016',
      age: 67,
    };
    let otherUser = 0;
    let ownConversation = 0;
    let othersConversation = 0;

    beforeAll(async () => {
      otherUser = await t.createUser({
        username: `privacy_${serial}`,
        name: other.name,
        userAuth: '2',
      });
      const { id: patientId } = await t.sql
        .insertInto('patients')
        .values({
          user_id: otherUser,
          patient_name: other.name,
          phone: other.phone,
          identity_card: other.identityCard,
          age: other.age,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // On the same doctor's team as the matrix's patient.
      await t.sql
        .insertInto('care_team_members')
        .values({ patient_id: patientId, doctor_id: records.doctorOwn })
        .execute();
      othersConversation = await conversationBetween(cast.doctor.id, otherUser);
      const doctorToken = await t.tokenFor(cast.doctor.id);
      const otherToken = await t.tokenFor(otherUser);
      for (const [token, text] of [
        [otherToken, '医生您好，我是隐私测试患者'],
        [doctorToken, '收到'],
      ] as const) {
        const res = await t.call({
          method: 'POST',
          url: '/api/message/send',
          token,
          payload: { conversationId: othersConversation, text },
        });
        expect(res.json<{ code: number }>().code, res.body).toBe(200);
      }
      ownConversation = await conversationBetween(cast.patient.id, cast.doctor.id);
    });

    /** Fails when `body` names the other patient or holds their account id as a person. */
    function expectNoTraceOfOther(body: string, call: string) {
      for (const value of [other.name, other.phone, other.identityCard, '隐私测试']) {
        expect(body, call).not.toContain(value);
      }
      const ids: number[] = [];
      JSON.parse(body, (key, value: unknown) => {
        if ((key === 'userId' || key === 'senderId') && typeof value === 'number') ids.push(value);
        return value;
      });
      expect(ids, call).not.toContain(otherUser);
    }

    const peopleCalls: { name: CallName; request: () => Promise<InjectOptions> }[] = [
      {
        name: 'listConversations',
        request: async () => ({ method: 'GET', url: '/api/message/conversations?pageSize=100' }),
      },
      {
        name: 'listMessageContacts',
        request: async () => ({ method: 'GET', url: '/api/message/contacts?pageSize=100' }),
      },
      {
        name: 'startConversation',
        request: async () => ({
          method: 'POST',
          url: '/api/message/start',
          payload: { userId: cast.doctor.id },
        }),
      },
      {
        name: 'sendMessage',
        request: async () => ({
          method: 'POST',
          url: '/api/message/send',
          payload: { conversationId: ownConversation, text: '张医生好' },
        }),
      },
      {
        name: 'listMessages',
        request: async () => ({
          method: 'GET',
          url: `/api/message/list?conversationId=${ownConversation}&pageSize=100`,
        }),
      },
      {
        name: 'readMessages',
        request: async () => ({
          method: 'POST',
          url: '/api/message/read',
          payload: { conversationId: ownConversation },
        }),
      },
      {
        name: 'countUnreadMessages',
        request: async () => ({ method: 'GET', url: '/api/message/unread' }),
      },
    ];

    it.each(peopleCalls.map((entry) => [entry.name, entry] as const))(
      '%s shows the patient no other patient',
      async (_name, entry) => {
        const res = await t.call({ ...(await entry.request()), token: cast.patient.token });
        expect(res.json<{ code: number }>().code, res.body).toBe(200);
        expectNoTraceOfOther(res.body, entry.name);
      },
    );

    it('the doctor does see that patient (the data is there to leak)', async () => {
      const contacts = await t.call({
        method: 'GET',
        url: '/api/message/contacts?pageSize=100',
        token: cast.doctor.token,
      });
      expect(contacts.body).toContain(other.name);
      // Never more than a header needs, even to the doctor.
      expect(contacts.body).not.toContain(other.phone);
      expect(contacts.body).not.toContain(other.identityCard);
      const conversations = await t.call({
        method: 'GET',
        url: '/api/message/conversations?pageSize=100',
        token: cast.doctor.token,
      });
      expect(conversations.body).toContain(other.name);
    });

    it('the patient can neither write to that patient nor read their conversation', async () => {
      const start = await t.call({
        method: 'POST',
        url: '/api/message/start',
        token: cast.patient.token,
        payload: { userId: otherUser },
      });
      expect(start.json<{ code: number }>().code).toBe(40301);
      const list = await t.call({
        method: 'GET',
        url: `/api/message/list?conversationId=${othersConversation}`,
        token: cast.patient.token,
      });
      expect(list.json<{ code: number }>().code).toBe(40301);
      expectNoTraceOfOther(list.body, 'listMessages of another conversation');
    });
  });
});
