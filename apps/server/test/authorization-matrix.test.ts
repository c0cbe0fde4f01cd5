import type { RevisedTable } from '../src/platform/calls/revision';
import { calls, itemKeys, type CallName } from '@cep/contract';
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { acceptAllConsent } from './consent-support';
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

/**
 * The business code of an answer: the envelope's `code`, a FHIR OperationOutcome's code (issue 31,
 * in `details.coding`), 200 for a file or FHIR resource sent with 200, else -1.
 */
function codeOf(res: LightMyRequestResponse): number {
  const type = String(res.headers['content-type']);
  if (type.startsWith('application/json')) return res.json<{ code: number }>().code;
  if (type.startsWith('application/fhir+json') && res.statusCode !== 200) {
    const outcome = res.json<{ issue: { details?: { coding?: { code: string }[] } }[] }>();
    return Number(outcome.issue[0]?.details?.coding?.[0]?.code ?? -1);
  }
  return res.statusCode === 200 ? 200 : -1;
}
type Decision = 'allow' | 'deny';
/** One decision, or one per target when the call acts on a record someone owns. */
type Cell = Decision | { own?: Decision; other?: Decision };
type Row = Record<Role, Cell>;

const allow = 'allow';
const deny = 'deny';
const everyone: Row = { admin: allow, doctor: allow, patient: allow };
const adminOnly: Row = { admin: allow, doctor: deny, patient: deny };
/** Staff (the admin and doctors), never patients: the template's demo resources. */
const staffOnly: Row = { admin: allow, doctor: allow, patient: deny };
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

/** A group's clinicians: the admin any group, a doctor the groups they lead; never a patient. */
function groupClinicianWrite(): Row {
  return {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: deny, other: deny },
  };
}
/** Taking part (a patient in their own group); clinicians are refused at the gate. */
function groupPatientOnly(): Row {
  return {
    admin: { other: deny },
    doctor: { own: deny, other: deny },
    patient: { own: allow, other: deny },
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
  ready: everyone,
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
  restoreUser: accountAdminOnly,
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
  // 我的登录设备: one's own sign-ins only (sign-in-sessions.test.ts); an admin ends anyone's.
  listMySessions: everyone,
  endMySession: everyone,
  endMyOtherSessions: everyone,
  endUserSessions: accountAdminOnly,
  // 重置两步验证: admins only, on anyone but themselves (second-factor-reset.test.ts).
  resetUserSecondFactor: accountAdminOnly,
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
  setTrainingScoresHidden: patientRecordClinicianWrite(),
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
  exportReportPdf: patientRecordClinicianWrite(),

  // Signal acquisition (issue 15; signals*.test.ts): the admin manages devices, clinicians pick
  // them and record for their teams' patients, a patient reads their own recordings.
  listSignalDevices: { admin: allow, doctor: allow, patient: deny },
  addSignalDevice: adminOnly,
  updateSignalDevice: adminOnly,
  setSignalDeviceStatus: adminOnly,
  rotateSignalDeviceKey: adminOnly,
  streamSignalDevice: patientRecordClinicianWrite(),
  startRecording: patientRecordClinicianWrite(),
  stopRecording: patientRecordClinicianWrite(),
  listRecordings: patientRecordRead(),
  getRecording: patientRecordRead(),
  addRecordingMarker: patientRecordClinicianWrite(),
  getRecordingWindow: patientRecordRead(),
  getRecordingFeatures: patientRecordRead(),
  exportRecording: patientRecordClinicianWrite(),

  // 文章 (issue 18; articles.test.ts): the 表格 demos' resource, for staff, like the demo menus.
  listArticles: staffOnly,
  getArticle: staffOnly,
  addArticle: staffOnly,
  updateArticle: staffOnly,
  setArticleStatus: staffOnly,
  reorderArticles: staffOnly,
  exportArticles: staffOnly,
  // Group interaction (issue 16; community.test.ts). For a doctor "own" is a group they lead (or
  // their own announcement), "other" another doctor's; for a patient "own" is a group they belong
  // to, "other" one they do not. Reads are open to every role, each answered for what it may see;
  // the privacy test below checks no other patient's identity is in any of them.
  listAnnouncements: everyone,
  addAnnouncement: { admin: allow, doctor: allow, patient: deny },
  updateAnnouncement: groupClinicianWrite(),
  deleteAnnouncement: groupClinicianWrite(),
  readAnnouncement: groupPatientOnly(),
  getAnnouncementReceipts: groupClinicianWrite(),
  listPatientGroups: everyone,
  addPatientGroup: {
    admin: { other: allow },
    doctor: { own: allow, other: deny },
    patient: { own: deny, other: deny },
  },
  updatePatientGroup: groupClinicianWrite(),
  addGroupMember: groupClinicianWrite(),
  removeGroupMember: groupClinicianWrite(),
  setGroupNickname: groupPatientOnly(),
  listGroupSessions: everyone,
  addGroupSession: groupClinicianWrite(),
  signupGroupSession: groupPatientOnly(),
  cancelGroupSignup: groupPatientOnly(),
  recordGroupAttendance: groupClinicianWrite(),
  listChallenges: everyone,
  addChallenge: groupClinicianWrite(),
  joinChallenge: groupPatientOnly(),
  leaveChallenge: groupPatientOnly(),
  getChallengeLeaderboard: everyone,
  listPosts: everyone,
  addPost: groupPatientOnly(),
  reportPost: groupPatientOnly(),
  listModerationQueue: { admin: allow, doctor: allow, patient: deny },
  approvePost: groupClinicianWrite(),
  hidePost: groupClinicianWrite(),
  restorePost: groupClinicianWrite(),
  streamCommunity: everyone,

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

  // Sign-in through the hospital's identity provider (issue 30; oidc.test.ts): public, like login.
  oidcStatus: everyone,
  oidcStart: everyone,
  oidcCallback: everyone,
  oidcExchange: everyone,
  // Issue 30: one's own second factor and step-up (everyone); the sign-in policy (admin only).
  getSecondFactor: everyone,
  startTotpEnrolment: everyone,
  confirmTotpEnrolment: everyone,
  verifySecondFactor: everyone,
  disableTotp: everyone,
  confirmIdentity: everyone,
  getSignInPolicy: adminOnly,
  saveSignInPolicy: adminOnly,
  // Issue 31: the FHIR interface keeps the API's rules (fhir.test.ts): a search holds only the
  // patients the caller reaches, a read of another's data is refused.
  fhirMetadata: everyone,
  fhirReadPatient: patientRecordRead(),
  fhirSearchPatient: everyone,
  fhirPatientEverything: patientRecordRead(),
  // Issue 31, assessments (fhir-assessments.test.ts): clinicians only, as the assessments' own
  // calls (a patient has no assessment:list); the score sheets to anyone signed in.
  fhirReadObservation: patientRecordClinicianWrite(),
  fhirSearchObservation: { admin: allow, doctor: allow, patient: deny },
  fhirReadQuestionnaireResponse: patientRecordClinicianWrite(),
  fhirSearchQuestionnaireResponse: { admin: allow, doctor: allow, patient: deny },
  fhirReadQuestionnaire: everyone,
  fhirSearchQuestionnaire: everyone,
  // The care resources (fhir-care.test.ts) keep the rules of the calls they mirror: doctor records
  // and devices are staff's (any record), care teams, training plans and recordings the patient's.
  fhirReadPractitioner: {
    admin: { other: allow },
    doctor: { own: allow, other: allow },
    patient: { other: deny },
  },
  fhirSearchPractitioner: staffOnly,
  fhirReadCareTeam: patientRecordRead(),
  fhirSearchCareTeam: everyone,
  fhirReadCarePlan: patientRecordRead(),
  fhirSearchCarePlan: everyone,
  fhirReadDevice: staffOnly,
  fhirSearchDevice: staffOnly,
  fhirReadDocumentReference: patientRecordRead(),
  fhirSearchDocumentReference: everyone,
  // The monthly training report (fhir-reports.test.ts): its metadata as the report tab's reads,
  // its PDF (Binary) as the report export: clinicians of the care team.
  fhirReadDiagnosticReport: patientRecordRead(),
  fhirSearchDiagnosticReport: everyone,
  fhirReadBinary: patientRecordClinicianWrite(),
  previewPatientImport: adminOnly,
  confirmPatientImport: adminOnly,
  // Issue 32 §4–5: the patient's own calls pass the gate for everyone signed in and take no
  // patient id; the handler answers anyone but a patient 40370 (probes below).
  listMyAccessHistory: everyone,
  getMyErasure: everyone,
  requestMyErasure: everyone,
  listErasureRequests: adminOnly,
  requestErasureFor: adminOnly,
  completeErasureRequest: adminOnly,
  rejectErasureRequest: adminOnly,
  // Issue 32 separate consent (consent.test.ts): the texts to anyone signed in, a new version the
  // admin's; a patient decides only their own ('consent:decide'); a patient's consent is read as
  // their record, recorded on paper by their care team's clinicians.
  listConsentTexts: everyone,
  publishConsentText: adminOnly,
  getMyConsent: { admin: deny, doctor: deny, patient: allow },
  decideMyConsent: { admin: deny, doctor: deny, patient: allow },
  getPatientConsent: patientRecordRead(),
  recordPaperConsent: patientRecordClinicianWrite(),
  // Issue 32, 我的数据 (my-data.test.ts): the patient themself only (myData:export). Another
  // patient's request id is not refused at the gate but answered as not found (40401), so ids
  // cannot be probed: "other" is let through to that answer.
  requestMyData: { admin: deny, doctor: deny, patient: allow },
  getMyData: { admin: deny, doctor: deny, patient: allow },
  downloadMyData: {
    admin: { other: deny },
    doctor: { own: deny, other: deny },
    patient: { own: allow, other: allow },
  },
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
  const patientRecord = async (userId: number) => {
    const { id } = await t.sql
      .insertInto('patients')
      .values({ user_id: userId, patient_name: `患者${serial}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Issue 32: the matrix's patients accepted every purpose (recordings, the community).
    await acceptAllConsent(t.sql, id);
    return id;
  };

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
    await setUpCommunity();
  });
  afterAll(() => t?.close());

  /** A pending erasure request of a fresh patient (completing it archives that patient). */
  const pendingErasure = async () =>
    (
      await t.sql
        .insertInto('erasure_requests')
        .values({
          patient_id: await patientRecord(await account('2')),
          asked_by_self: true,
          deadline: new Date(Date.now() + 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** The account a case acts on: the caller's own, or another (a fresh one when it may go). */
  const accountOf = async (c: Case, fresh = false) =>
    c.target === 'own' ? c.self : fresh ? account('2') : records.otherUser;
  const doctorOf = async (c: Case, fresh = false) =>
    c.target === 'own'
      ? records.doctorOwn
      : fresh
        ? doctorRecord(await account('1'))
        : records.doctorOther;
  /** An update's body from the record's revision as stored now (the matrix reuses records). */
  const current = async <B extends { id: number }>(table: RevisedTable, body: B) => ({
    ...body,
    revision: (
      await t.sql
        .selectFrom(table)
        .select('revision')
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow()
    ).revision,
  });

  /** The current version of the research text (publishConsentText's probe adds versions). */
  const researchVersion = async () =>
    (
      await sql<{ version: number }>`
        SELECT max(version) AS version FROM consent_texts WHERE purpose = 'research'`.execute(t.sql)
    ).rows[0]!.version;
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

  /** A fresh article (a draft), so every allowed write has one of its own. */
  const articleOf = async () =>
    (
      await t.sql
        .insertInto('articles')
        .values({
          title: `矩阵文章${++serial}`,
          author: '矩阵',
          importance: 1,
          type: 'notice',
          display_time: new Date('2026-01-01T00:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

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

  // ---- Group interaction (issue 16) ----------------------------------------------------------
  /**
   * The own group (led by the doctor's record, with the patient and a fellow member whose identity
   * must never reach the patient), the other group (another doctor's, another patient), a
   * challenge both members joined and a visible post by the fellow.
   */
  const community = {
    fellow: 0,
    groupOwn: 0,
    groupOther: 0,
    challengeOwn: 0,
    fellowPost: 0,
  };
  /** Who the fellow member really is: none of it may appear in what the patient receives. */
  const fellowIdentity = {
    name: '隐私测试张三丰',
    phone: '13912345678',
    identityCard: '11010519491231002X',
  };
  const otherPatientName = '隐私测试李四光';
  async function setUpCommunity() {
    community.fellow = (
      await t.sql
        .insertInto('patients')
        .values({
          user_id: await account('2'),
          patient_name: fellowIdentity.name,
          phone: fellowIdentity.phone,
          identity_card: fellowIdentity.identityCard,
          age: 71,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await acceptAllConsent(t.sql, community.fellow);
    await t.sql
      .updateTable('patients')
      .set({ patient_name: otherPatientName })
      .where('id', '=', records.patientOther)
      .execute();
    await t.sql
      .insertInto('care_team_members')
      .values([
        { patient_id: community.fellow, doctor_id: records.doctorOwn },
        { patient_id: records.patientOther, doctor_id: records.doctorOther },
      ])
      .execute();
    community.groupOwn = await groupOf(records.doctorOwn, [
      [records.patientOwn, '矩阵甲'],
      [community.fellow, '矩阵乙'],
    ]);
    community.groupOther = await groupOf(records.doctorOther, [[records.patientOther, '矩阵丙']]);
    community.challengeOwn = await challengeOf(community.groupOwn);
    await t.sql
      .insertInto('challenge_participants')
      .values([
        { challenge_id: community.challengeOwn, patient_id: records.patientOwn },
        { challenge_id: community.challengeOwn, patient_id: community.fellow },
      ])
      .execute();
    community.fellowPost = await postOf(community.groupOwn, community.fellow, 'visible');
  }
  const groupOf = async (doctorId: number, members: Array<[number, string]>) => {
    const { id } = await t.sql
      .insertInto('patient_groups')
      .values({ name: `矩阵小组${++serial}`, doctor_id: doctorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (members.length > 0) {
      await t.sql
        .insertInto('patient_group_members')
        .values(
          members.map(([patientId, nickname]) => ({
            group_id: id,
            patient_id: patientId,
            nickname,
            avatar: 'sun',
          })),
        )
        .execute();
    }
    return id;
  };
  /** The case's group: the own group, or another doctor's (another patient's). */
  const caseGroup = (c: Case) => (c.target === 'own' ? community.groupOwn : community.groupOther);
  const challengeOf = async (groupId: number) =>
    (
      await t.sql
        .insertInto('challenges')
        .values({
          group_id: groupId,
          title: '训练5天',
          kind: 'trainingDays',
          target: 5,
          starts_on: '2026-01-01',
          ends_on: '2099-12-31',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const postOf = async (
    groupId: number,
    authorPatientId: number,
    status: 'pending' | 'visible' | 'hidden',
  ) =>
    (
      await t.sql
        .insertInto('group_posts')
        .values({ group_id: groupId, author_patient_id: authorPatientId, body: '大家好', status })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** A post of the case's group by a member of it. */
  const casePostOf = (c: Case, status: 'pending' | 'visible' | 'hidden') =>
    postOf(caseGroup(c), c.target === 'own' ? community.fellow : records.patientOther, status);
  /** A session of the case's group, tomorrow or (`past`) an hour ago. */
  const sessionOf = async (c: Case, past = false) => {
    const start = Date.now() + (past ? -3_600_000 : 86_400_000);
    return (
      await t.sql
        .insertInto('group_sessions')
        .values({
          group_id: caseGroup(c),
          title: '小组训练',
          starts_at: new Date(start),
          ends_at: new Date(start + 3_600_000),
          place: '康复中心',
          capacity: 10,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  /** An announcement by the caller (own) or someone else (other), for the case's group. */
  const announcementOf = async (c: Case) =>
    (
      await t.sql
        .insertInto('announcements')
        .values({
          title: '通知',
          body_html: '<p>通知</p>',
          audience: 'group',
          group_id: caseGroup(c),
          author_id: c.target === 'own' ? c.self : cast.admin.id,
          author_name: '发布人',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** A patient of the case's doctor's team not yet in the case's group. */
  const newTeamPatientOf = async (c: Case) => {
    const patientId = await patientRecord(await account('2'));
    await t.sql
      .insertInto('care_team_members')
      .values({
        patient_id: patientId,
        doctor_id: c.target === 'own' ? records.doctorOwn : records.doctorOther,
      })
      .execute();
    return patientId;
  };

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
    ready: async () => ({ request: { method: 'GET', url: '/api/ready' } }),
    login: async () => ({
      request: {
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=nobody&password=wrong',
      },
    }),
    getInfo: async () => ({ request: { method: 'GET', url: '/api/sysUser/getInfo' } }),
    // This app has no identity provider configured: the status says so, the rest answer 40410.
    oidcStatus: async () => ({ request: { method: 'GET', url: '/api/auth/oidc/status' } }),
    oidcStart: async () => ({
      request: { method: 'GET', url: '/api/auth/oidc/start' },
      code: 40410,
    }),
    oidcCallback: async () => ({
      request: { method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' },
      code: 40410,
    }),
    oidcExchange: async () => ({
      request: { method: 'POST', url: '/api/auth/oidc/exchange', payload: { code: 'x' } },
      code: 40410,
    }),
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
        payload: await current('users', { id: await accountOf(c), introduction: '改' }),
      },
    }),
    deleteUser: async (c) => ({
      request: { method: 'DELETE', url: `/api/users/delete?id=${await accountOf(c, true)}` },
      // The gate lets an admin through; the rule then keeps them from deleting themselves.
      code: c.target === 'own' ? 40901 : 200,
    }),
    // Restoring an account that is not archived changes nothing (200).
    restoreUser: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/users/restore',
        payload: { id: await accountOf(c, true) },
      },
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
        payload: await current('doctors', { id: await doctorOf(c), doctorName: '改名' }),
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
        payload: await current('patients', { id: await patientOf(c), patientName: '改名' }),
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
    listMySessions: async () => ({ request: { method: 'GET', url: '/api/sysUser/sessions' } }),
    // A sign-in of nobody's: past the gate, refused by the handler (never another's, by design).
    endMySession: async () => ({
      request: { method: 'POST', url: '/api/sysUser/sessions/end', payload: { id: randomUUID() } },
      code: 40340,
    }),
    // A malformed body: past the gate, refused by the contract, so the cast's tokens live on.
    endMyOtherSessions: async () => ({
      request: {
        method: 'POST',
        url: '/api/sysUser/sessions/endOthers',
        payload: { everything: true },
      },
      code: 40001,
    }),
    endUserSessions: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/users/endSessions',
        payload: { id: await accountOf(c, true) },
      },
    }),
    // Past the gate the handler refuses: one's own account (40350), or one with no authenticator
    // bound (40401), so the cast's factors and sessions live on.
    resetUserSecondFactor: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/users/resetSecondFactor',
        payload: { id: await accountOf(c, true) },
      },
      code: c.target === 'own' ? 40350 : 40401,
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
        payload: {
          revision: 0,
          id: (await trainingPlanOf(await patientOf(c), 'draft')).planId,
          ...planBody,
        },
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
    setTrainingScoresHidden: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/trainingPlan/scoresHidden',
        payload: { patientId: await patientOf(c), hidden: false },
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
    exportReportPdf: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/report/pdf?patientId=${await patientOf(c)}&from=2026-01-01&to=2026-01-31`,
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
    rotateSignalDeviceKey: async () => ({
      request: {
        method: 'POST',
        url: '/api/signalDevice/rotateKey',
        payload: { id: await deviceOf() },
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

    listArticles: async () => ({ request: { method: 'GET', url: '/api/article/list' } }),
    getArticle: async () => ({
      request: { method: 'GET', url: `/api/article/detail?id=${await articleOf()}` },
    }),
    addArticle: async () => ({
      request: {
        method: 'POST',
        url: '/api/article/add',
        payload: {
          title: '矩阵新文章',
          author: '矩阵',
          importance: 2,
          type: 'education',
          displayTime: Date.UTC(2026, 0, 1),
        },
      },
    }),
    updateArticle: async () => ({
      request: {
        method: 'PUT',
        url: '/api/article/update',
        payload: { id: await articleOf(), title: '改过的标题' },
      },
    }),
    setArticleStatus: async () => ({
      request: {
        method: 'POST',
        url: '/api/article/status',
        payload: { id: await articleOf(), status: 'published' },
      },
    }),
    reorderArticles: async () => ({
      request: {
        method: 'POST',
        url: '/api/article/reorder',
        payload: { ids: [await articleOf(), await articleOf()] },
      },
    }),
    exportArticles: async () => ({
      request: { method: 'GET', url: '/api/article/export?format=csv' },
    }),
    listAnnouncements: async () => ({ request: { method: 'GET', url: '/api/announcement/list' } }),
    addAnnouncement: async () => ({
      request: {
        method: 'POST',
        url: '/api/announcement/add',
        payload: { title: '通知', bodyHtml: '<p>明天停诊</p>', audience: 'all' },
      },
    }),
    updateAnnouncement: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/announcement/update',
        payload: await current('announcements', {
          id: await announcementOf(c),
          title: '改',
          bodyHtml: '<p>改</p>',
        }),
      },
    }),
    deleteAnnouncement: async (c) => ({
      request: { method: 'DELETE', url: `/api/announcement/delete?id=${await announcementOf(c)}` },
    }),
    readAnnouncement: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/announcement/read',
        payload: { id: await announcementOf(c) },
      },
    }),
    getAnnouncementReceipts: async (c) => ({
      request: {
        method: 'GET',
        url: `/api/announcement/receipts?id=${await announcementOf(c)}`,
      },
    }),
    listPatientGroups: async () => ({ request: { method: 'GET', url: '/api/patientGroup/list' } }),
    addPatientGroup: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/patientGroup/add',
        payload: {
          name: '新小组',
          patientIds: [c.target === 'own' ? records.patientOwn : records.patientOther],
          ...(c.role === 'admin' ? { doctorId: records.doctorOther } : {}),
        },
      },
    }),
    updatePatientGroup: async (c) => ({
      request: {
        method: 'PUT',
        url: '/api/patientGroup/update',
        payload: await current('patient_groups', {
          id: caseGroup(c),
          name: `改名${++serial}`,
          moderation: 'pre',
        }),
      },
    }),
    addGroupMember: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/patientGroup/addMember',
        payload: { groupId: caseGroup(c), patientId: await newTeamPatientOf(c) },
      },
    }),
    removeGroupMember: async (c) => {
      const patientId = await newTeamPatientOf(c);
      await t.sql
        .insertInto('patient_group_members')
        .values({
          group_id: caseGroup(c),
          patient_id: patientId,
          nickname: `走${++serial}`,
          avatar: 'sun',
        })
        .execute();
      return {
        request: {
          method: 'POST',
          url: '/api/patientGroup/removeMember',
          payload: { groupId: caseGroup(c), patientId },
        },
      };
    },
    setGroupNickname: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/patientGroup/nickname',
        payload: { groupId: caseGroup(c), nickname: '矩阵甲', avatar: 'moon' },
      },
    }),
    listGroupSessions: async () => ({ request: { method: 'GET', url: '/api/groupSession/list' } }),
    addGroupSession: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/groupSession/add',
        payload: {
          groupId: caseGroup(c),
          title: '小组训练',
          startsAt: Date.now() + 86_400_000,
          durationMinutes: 60,
          place: '康复中心',
          capacity: 8,
        },
      },
    }),
    signupGroupSession: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/groupSession/signup',
        payload: { sessionId: await sessionOf(c) },
      },
    }),
    cancelGroupSignup: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/groupSession/cancel',
        payload: { sessionId: await sessionOf(c) },
      },
    }),
    recordGroupAttendance: async (c) => {
      const sessionId = await sessionOf(c, true);
      const patientId = c.target === 'own' ? records.patientOwn : records.patientOther;
      await t.sql
        .insertInto('group_session_signups')
        .values({ session_id: sessionId, patient_id: patientId })
        .execute();
      return {
        request: {
          method: 'POST',
          url: '/api/groupSession/attendance',
          payload: { sessionId, attendance: [{ patientId, attended: true }] },
        },
      };
    },
    listChallenges: async () => ({ request: { method: 'GET', url: '/api/challenge/list' } }),
    addChallenge: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/challenge/add',
        payload: {
          groupId: caseGroup(c),
          title: '本周训练5天',
          kind: 'trainingDays',
          target: 5,
          startsOn: '2026-11-23',
          endsOn: '2026-11-29',
        },
      },
    }),
    joinChallenge: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/challenge/join',
        payload: { id: await challengeOf(caseGroup(c)) },
      },
    }),
    leaveChallenge: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/challenge/leave',
        payload: { id: await challengeOf(caseGroup(c)) },
      },
    }),
    getChallengeLeaderboard: async () => ({
      request: {
        method: 'GET',
        url: `/api/challenge/leaderboard?id=${community.challengeOwn}`,
      },
    }),
    listPosts: async () => ({
      request: { method: 'GET', url: `/api/post/list?groupId=${community.groupOwn}` },
    }),
    addPost: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/post/add',
        payload: { groupId: caseGroup(c), body: '今天练了二十分钟' },
      },
    }),
    reportPost: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/post/report',
        payload: { id: await casePostOf(c, 'visible'), reason: '广告' },
      },
    }),
    listModerationQueue: async () => ({ request: { method: 'GET', url: '/api/post/queue' } }),
    approvePost: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/post/approve',
        payload: { id: await casePostOf(c, 'pending') },
      },
    }),
    hidePost: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/post/hide',
        payload: { id: await casePostOf(c, 'visible'), reason: '不当内容' },
      },
    }),
    restorePost: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/post/restore',
        payload: { id: await casePostOf(c, 'hidden') },
      },
    }),
    // Streams end after alertStreamMaxMs (set short here), so the answer can be read whole.
    streamCommunity: async () => ({ request: { method: 'GET', url: '/api/community/stream' } }),

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
    getSecondFactor: async () => ({ request: { method: 'GET', url: '/api/sysUser/secondFactor' } }),
    startTotpEnrolment: async () => ({
      request: { method: 'POST', url: '/api/sysUser/secondFactor/enrol' },
    }),
    // Through the gate: a begun enrolment is there, and a wrong code is checked (40130).
    confirmTotpEnrolment: async (c) => {
      await t.sql
        .insertInto('user_totp')
        .values({ user_id: c.self, secret: 'plain:JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return {
        request: {
          method: 'POST',
          url: '/api/sysUser/secondFactor/enrol/confirm',
          payload: { code: '000000' },
        },
        code: 40130,
      };
    },
    verifySecondFactor: async () => ({
      request: {
        method: 'POST',
        url: '/api/sysUser/secondFactor/verify',
        payload: { code: '000000' },
      },
      code: 40130,
    }),
    disableTotp: async () => ({
      request: {
        method: 'POST',
        url: '/api/sysUser/secondFactor/disable',
        payload: { code: '000000' },
      },
      code: 40401,
    }),
    confirmIdentity: async () => ({
      request: {
        method: 'POST',
        url: '/api/sysUser/confirmIdentity',
        payload: { password: 'not-the-password' },
      },
      code: 40101,
    }),
    getSignInPolicy: async () => ({
      request: { method: 'GET', url: '/api/settings/signInPolicy' },
    }),
    saveSignInPolicy: async () => ({
      request: {
        method: 'PUT',
        url: '/api/settings/signInPolicy',
        payload: {
          roles: [{ key: 'doctor', signInMethods: ['password'], secondFactorRequired: false }],
        },
      },
    }),
    fhirMetadata: async () => ({ request: { method: 'GET', url: '/fhir/R4/metadata' } }),
    fhirReadPatient: async (c) => ({
      request: { method: 'GET', url: `/fhir/R4/Patient/${await patientOf(c)}` },
    }),
    fhirSearchPatient: async () => ({ request: { method: 'GET', url: '/fhir/R4/Patient' } }),
    fhirPatientEverything: async (c) => ({
      request: { method: 'GET', url: `/fhir/R4/Patient/${await patientOf(c)}/$everything` },
    }),
    fhirReadObservation: async (c) => ({
      request: {
        method: 'GET',
        url: `/fhir/R4/Observation/assessment-${(await assessmentOf(await patientOf(c), 'finished')).id}`,
      },
    }),
    fhirSearchObservation: async () => ({
      request: { method: 'GET', url: '/fhir/R4/Observation' },
    }),
    fhirReadQuestionnaireResponse: async (c) => ({
      request: {
        method: 'GET',
        url: `/fhir/R4/QuestionnaireResponse/assessment-${(await assessmentOf(await patientOf(c), 'finished')).id}`,
      },
    }),
    fhirSearchQuestionnaireResponse: async () => ({
      request: { method: 'GET', url: '/fhir/R4/QuestionnaireResponse' },
    }),
    fhirReadQuestionnaire: async () => ({
      request: { method: 'GET', url: '/fhir/R4/Questionnaire/moca' },
    }),
    fhirSearchQuestionnaire: async () => ({
      request: { method: 'GET', url: '/fhir/R4/Questionnaire' },
    }),
    fhirReadPractitioner: async (c) => ({
      request: { method: 'GET', url: `/fhir/R4/Practitioner/${await doctorOf(c)}` },
    }),
    fhirSearchPractitioner: async () => ({
      request: { method: 'GET', url: '/fhir/R4/Practitioner' },
    }),
    fhirReadCareTeam: async (c) => ({
      request: { method: 'GET', url: `/fhir/R4/CareTeam/${await patientOf(c)}` },
    }),
    fhirSearchCareTeam: async () => ({ request: { method: 'GET', url: '/fhir/R4/CareTeam' } }),
    fhirReadCarePlan: async (c) => ({
      request: {
        method: 'GET',
        url: `/fhir/R4/CarePlan/${(await trainingPlanOf(await patientOf(c), 'paused')).planId}`,
      },
    }),
    fhirSearchCarePlan: async () => ({ request: { method: 'GET', url: '/fhir/R4/CarePlan' } }),
    fhirReadDevice: async () => ({
      request: { method: 'GET', url: `/fhir/R4/Device/${await deviceOf()}` },
    }),
    fhirSearchDevice: async () => ({ request: { method: 'GET', url: '/fhir/R4/Device' } }),
    fhirReadDocumentReference: async (c) => ({
      request: {
        method: 'GET',
        url: `/fhir/R4/DocumentReference/${(await recordingOf(c)).recordingId}`,
      },
    }),
    fhirSearchDocumentReference: async () => ({
      request: { method: 'GET', url: '/fhir/R4/DocumentReference' },
    }),
    // A month without training: past the gate and the care team, the report does not exist.
    fhirReadDiagnosticReport: async (c) => ({
      request: {
        method: 'GET',
        url: `/fhir/R4/DiagnosticReport/training-${await patientOf(c)}-2000-01`,
      },
      code: 40401,
    }),
    fhirSearchDiagnosticReport: async () => ({
      request: { method: 'GET', url: '/fhir/R4/DiagnosticReport' },
    }),
    fhirReadBinary: async (c) => ({
      request: {
        method: 'GET',
        url: `/fhir/R4/Binary/training-report-${await patientOf(c)}-2000-01`,
        headers: { accept: 'application/pdf' },
      },
      code: 40401,
    }),
    previewPatientImport: async () => ({
      request: {
        method: 'POST',
        url: '/api/patientImport/preview',
        headers: { 'content-type': 'application/fhir+json' },
        payload: JSON.stringify({
          resourceType: 'Bundle',
          type: 'collection',
          entry: [{ resource: { resourceType: 'Patient', name: [{ text: '矩阵' }] } }],
        }),
      },
    }),
    confirmPatientImport: async () => ({
      request: {
        method: 'POST',
        url: '/api/patientImport/confirm',
        payload: { previewId: '00000000-0000-4000-8000-000000000000' },
      },
      // The gate lets an admin through; no such preview.
      code: 40401,
    }),
    listMyAccessHistory: async (c) => ({
      request: { method: 'GET', url: '/api/privacy/accessHistory' },
      code: c.role === 'patient' ? 200 : 40370,
    }),
    getMyErasure: async (c) => ({
      request: { method: 'GET', url: '/api/privacy/erasure' },
      code: c.role === 'patient' ? 200 : 40370,
    }),
    requestMyErasure: async (c) => {
      // The patient's earlier request from another case would make this one a second (40950).
      await t.sql
        .deleteFrom('erasure_requests')
        .where('patient_id', '=', records.patientOwn)
        .execute();
      return {
        request: { method: 'POST', url: '/api/privacy/erasure' },
        code: c.role === 'patient' ? 200 : 40370,
      };
    },
    listErasureRequests: async () => ({
      request: { method: 'GET', url: '/api/erasureRequests' },
    }),
    requestErasureFor: async () => ({
      request: {
        method: 'POST',
        url: '/api/erasureRequests',
        payload: { patientId: await patientRecord(await account('2')) },
      },
    }),
    completeErasureRequest: async () => ({
      request: {
        method: 'POST',
        url: `/api/erasureRequests/${await pendingErasure()}/complete`,
      },
    }),
    rejectErasureRequest: async () => ({
      request: {
        method: 'POST',
        url: `/api/erasureRequests/${await pendingErasure()}/reject`,
        payload: { reason: '矩阵' },
      },
    }),
    listConsentTexts: async () => ({ request: { method: 'GET', url: '/api/consent/texts' } }),
    publishConsentText: async () => ({
      request: {
        method: 'POST',
        url: '/api/consent/texts/publish',
        payload: {
          purpose: 'research',
          titleZh: '矩阵',
          bodyZh: '矩阵正文',
          titleEn: 'Matrix',
          bodyEn: 'Matrix text',
          requiresRedecision: false,
        },
      },
    }),
    getMyConsent: async () => ({ request: { method: 'GET', url: '/api/consent/mine' } }),
    decideMyConsent: async () => ({
      request: {
        method: 'POST',
        url: '/api/consent/decide',
        payload: {
          decisions: [
            { purpose: 'research', version: await researchVersion(), decision: 'accepted' },
          ],
        },
      },
    }),
    getPatientConsent: async (c) => ({
      request: { method: 'GET', url: `/api/consent/patient?patientId=${await patientOf(c)}` },
    }),
    recordPaperConsent: async (c) => ({
      request: {
        method: 'POST',
        url: '/api/consent/paper',
        payload: {
          patientId: await patientOf(c),
          scanUrl: '/api/oss/file/00000000-0000-4000-8000-000000000000',
          decisions: [
            { purpose: 'research', version: await researchVersion(), decision: 'accepted' },
          ],
        },
      },
      // Through the gate and the care team; no such scan.
      code: 40001,
    }),
    requestMyData: async () => ({ request: { method: 'POST', url: '/api/myData/request' } }),
    getMyData: async () => ({ request: { method: 'GET', url: '/api/myData/status' } }),
    // The own request failed (nothing to download: 40941); another patient's ready one is not
    // found for this caller (40401).
    downloadMyData: async (c) => {
      const { id } = await t.sql
        .insertInto('my_data_exports')
        .values({
          patient_id: await patientOf(c),
          requested_by: c.target === 'own' ? c.self : records.otherUser,
          fhir_base: 'http://localhost/fhir/R4',
          ...(c.target === 'own'
            ? { status: 'failed' as const, error: '矩阵', finished_at: new Date() }
            : {
                status: 'ready' as const,
                file_name: 'matrix.zip',
                size_bytes: 1,
                finished_at: new Date(),
                expires_at: new Date(Date.now() + 86_400_000),
              }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        request: { method: 'GET', url: `/api/myData/download?id=${id}` },
        code: c.target === 'own' ? 40941 : 40401,
      };
    },
  };

  /*
   * The privacy rule (issue 16): whatever a patient receives from the community's calls, no other
   * patient's name, phone, ID, age or record id is in it — only nicknames. Each call is asked as
   * the patient, and the fellow member is known to be in the answer (by nickname) where the call
   * returns people, so the check cannot pass on an empty answer.
   */
  const peopleCalls: Array<{
    name: CallName;
    request: () => Promise<InjectOptions>;
    showsFellow: boolean;
  }> = [
    {
      name: 'listPatientGroups',
      request: async () => ({ method: 'GET', url: '/api/patientGroup/list' }),
      showsFellow: true,
    },
    {
      name: 'listPosts',
      request: async () => ({ method: 'GET', url: `/api/post/list?groupId=${community.groupOwn}` }),
      showsFellow: true,
    },
    {
      name: 'getChallengeLeaderboard',
      request: async () => ({
        method: 'GET',
        url: `/api/challenge/leaderboard?id=${community.challengeOwn}`,
      }),
      showsFellow: true,
    },
    {
      name: 'listGroupSessions',
      request: async () => ({ method: 'GET', url: '/api/groupSession/list' }),
      showsFellow: false,
    },
    {
      name: 'listChallenges',
      request: async () => ({ method: 'GET', url: '/api/challenge/list' }),
      showsFellow: false,
    },
    {
      name: 'listAnnouncements',
      request: async () => ({ method: 'GET', url: '/api/announcement/list' }),
      showsFellow: false,
    },
    // The writes that answer with people: the group, a session, a post, a challenge.
    {
      name: 'setGroupNickname',
      request: async () => ({
        method: 'POST',
        url: '/api/patientGroup/nickname',
        payload: { groupId: community.groupOwn, nickname: '矩阵甲', avatar: 'star' },
      }),
      showsFellow: true,
    },
    {
      name: 'signupGroupSession',
      request: async () => {
        const sessionId = await sessionOf({
          role: 'patient',
          target: 'own',
          self: cast.patient.id,
        });
        // The fellow signed up first: the answer still only counts them.
        await t.sql
          .insertInto('group_session_signups')
          .values({ session_id: sessionId, patient_id: community.fellow })
          .execute();
        return { method: 'POST', url: '/api/groupSession/signup', payload: { sessionId } };
      },
      showsFellow: false,
    },
    {
      name: 'addPost',
      request: async () => ({
        method: 'POST',
        url: '/api/post/add',
        payload: { groupId: community.groupOwn, body: '隐私检查' },
      }),
      showsFellow: false,
    },
    {
      name: 'joinChallenge',
      request: async () => ({
        method: 'POST',
        url: '/api/challenge/join',
        payload: { id: community.challengeOwn },
      }),
      showsFellow: false,
    },
  ];
  it.each(peopleCalls)(
    '$name shows the patient no other patient’s identity',
    async ({ request, showsFellow }) => {
      const res = await t.call({ ...(await request()), token: cast.patient.token });
      expect(res.json<{ code: number }>().code, res.body).toBe(200);
      for (const secret of [...Object.values(fellowIdentity), otherPatientName]) {
        expect(res.body).not.toContain(secret);
      }
      expect(res.body).not.toMatch(/"(patientName|phone|identityCard|age|edu)"/);
      expect(res.body).not.toMatch(
        new RegExp(`"patientId":(${community.fellow}|${records.patientOther})\\b`),
      );
      if (showsFellow) expect(res.body).toContain('矩阵乙');
    },
  );

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
      const code = codeOf(res);
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
      // Calls still being built may refuse earlier (e.g. their body parser): refused is enough.
      if (gateOnly.has(name)) expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      else expect(codeOf(res), res.body).toBe(50008);
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
