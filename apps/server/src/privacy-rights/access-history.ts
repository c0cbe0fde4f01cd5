import type {
  AccessHistoryEntry,
  AccessHistoryPage,
  AccessHistoryQuery,
  AccessKind,
  AccessPart,
  CallName,
} from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { offsetOf } from '../platform/lists/list-query';

/*
 * 谁查看了我的档案 (issue 32 §4, PIPL Art. 44): the audit log's lines about one patient's record,
 * as the patient is told them. The log names a record by its entity and id, not by patient, so a
 * line is the patient's when its call names the patient's id, or the id of one of their
 * assessments, training plans or recordings, or (FHIR Observation and QuestionnaireResponse reads)
 * names the patient in its detail: each branch below looks its lines up by that id (indexes
 * audit_log_entity_id_idx and audit_log_detail_patient_idx, migration 0041). The FHIR
 * DiagnosticReport and Binary reads (ids like training-report-<patient>-<month>) are not matched:
 * a prefix match could not use the index. Only calls listed here are shown, each with the
 * part of the record it touched and what it did to it; lists that merely name the patient among
 * others (the patient list, FHIR searches) are not, nor the patient's own actions.
 */

type Meaning = readonly [AccessPart, AccessKind];

/** Calls whose line's entity id is the patient's id. */
const byPatientId: Partial<Record<CallName, Meaning>> = {
  getPatient: ['profile', 'read'],
  revealPatient: ['profile', 'read'],
  updatePatient: ['profile', 'change'],
  deletePatient: ['profile', 'change'],
  fhirReadPatient: ['profile', 'read'],
  fhirPatientEverything: ['wholeRecord', 'export'],
  listCareTeam: ['careTeam', 'read'],
  listAssessments: ['assessment', 'read'],
  listTrainingPlans: ['training', 'read'],
  listExerciseResults: ['training', 'read'],
  getPatientProgress: ['training', 'read'],
  setTrainingScoresHidden: ['training', 'change'],
  exportReportPdf: ['report', 'export'],
};

/** Calls whose line names one of the patient's assessments. */
const byAssessmentId: Partial<Record<CallName, Meaning>> = {
  getAssessment: ['assessment', 'read'],
  saveAssessmentDraft: ['assessment', 'change'],
  finishAssessment: ['assessment', 'change'],
  amendAssessment: ['assessment', 'change'],
};

/** Calls whose line names one of the patient's training plans. */
const byPlanId: Partial<Record<CallName, Meaning>> = {
  updateTrainingPlan: ['training', 'change'],
  setTrainingPlanStatus: ['training', 'change'],
  fhirReadCarePlan: ['training', 'read'],
};

/** Calls whose line names one of the patient's recordings. */
const byRecordingId: Partial<Record<CallName, Meaning>> = {
  startRecording: ['recording', 'change'],
  stopRecording: ['recording', 'change'],
  getRecording: ['recording', 'read'],
  getRecordingWindow: ['recording', 'read'],
  getRecordingFeatures: ['recording', 'read'],
  addRecordingMarker: ['recording', 'change'],
  exportRecording: ['recording', 'export'],
  fhirReadDocumentReference: ['recording', 'read'],
};

/** FHIR reads whose line names the patient in its detail (`patientId`: the resource's subject). */
const bySubject: Partial<Record<CallName, Meaning>> = {
  fhirReadObservation: ['assessment', 'read'],
  fhirReadQuestionnaireResponse: ['assessment', 'read'],
};

const meanings: Partial<Record<string, Meaning>> = {
  ...byPatientId,
  ...byAssessmentId,
  ...byPlanId,
  ...byRecordingId,
  ...bySubject,
};

function actions(table: Partial<Record<CallName, Meaning>>) {
  return sql.join(Object.keys(table).map((action) => sql.lit(action)));
}

interface Row {
  id: string;
  at: Date;
  action: string;
  is_admin: boolean;
  doctor_name: string | null;
  user_name: string | null;
  total: string;
}

/**
 * One page of the history of patient `patientId` (whose account is `userId`), newest first.
 * `readRetentionDays` is passed through: the screen says read lines go after that many days.
 */
export async function accessHistory(
  db: Kysely<Tables>,
  patientId: number,
  userId: number,
  query: AccessHistoryQuery,
  readRetentionDays: number,
): Promise<AccessHistoryPage> {
  const id = String(patientId);
  const from = query.from === undefined ? null : new Date(query.from);
  const to = query.to === undefined ? null : new Date(query.to);
  const { rows } = await sql<Row>`
    WITH hits AS (
      SELECT a.id FROM audit_log a
       WHERE a.entity_id = ${id} AND a.action IN (${actions(byPatientId)})
      UNION ALL
      SELECT a.id FROM assessments x JOIN audit_log a ON a.entity_id = x.id::text
       WHERE x.patient_id = ${patientId} AND a.action IN (${actions(byAssessmentId)})
      UNION ALL
      SELECT a.id FROM training_plans x JOIN audit_log a ON a.entity_id = x.id::text
       WHERE x.patient_id = ${patientId} AND a.action IN (${actions(byPlanId)})
      UNION ALL
      SELECT a.id FROM recordings x JOIN audit_log a ON a.entity_id = x.id::text
       WHERE x.patient_id = ${patientId} AND a.action IN (${actions(byRecordingId)})
      UNION ALL
      SELECT a.id FROM audit_log a
       WHERE a.detail ? 'patientId' AND a.detail->>'patientId' = ${id}
         AND a.action IN (${actions(bySubject)})
    )
    SELECT a.id, a.at, a.action,
           EXISTS (SELECT 1 FROM user_roles r
                    WHERE r.user_id = a.actor_id AND r.role_key = 'admin') AS is_admin,
           d.doctor_name, u.name AS user_name,
           count(*) OVER () AS total
      FROM hits h
      JOIN audit_log a ON a.id = h.id
      LEFT JOIN doctors d ON d.user_id = a.actor_id
      LEFT JOIN users u ON u.id = a.actor_id
     WHERE a.outcome = 'success'
       AND a.actor_id IS DISTINCT FROM ${userId}
       AND (${from}::timestamptz IS NULL OR a.at >= ${from}::timestamptz)
       AND (${to}::timestamptz IS NULL OR a.at <= ${to}::timestamptz)
     ORDER BY a.at DESC, a.id DESC
     LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`.execute(db);
  return {
    list: rows.map(toEntry),
    total: rows.length > 0 ? Number(rows[0]!.total) : await countAll(),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    readRetentionDays,
  };

  // A page past the end has no row to carry the total: ask for it alone (rare).
  async function countAll(): Promise<number> {
    if (query.pageNum === 1) return 0;
    const first = await accessHistory(
      db,
      patientId,
      userId,
      { ...query, pageNum: 1, pageSize: 1 },
      readRetentionDays,
    );
    return first.total;
  }
}

/** An administrator is 系统管理员 without a name; a clinician is named by their doctor record. */
function toEntry(row: Row): AccessHistoryEntry {
  const [part, kind] = meanings[row.action] ?? ['profile', 'read'];
  const role = row.is_admin ? 'admin' : row.doctor_name !== null ? 'doctor' : 'staff';
  return {
    id: Number(row.id),
    time: row.at.getTime(),
    role,
    name: role === 'admin' ? null : (row.doctor_name ?? row.user_name),
    part,
    kind,
  };
}
