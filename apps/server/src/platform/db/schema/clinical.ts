import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampDefaultNow, Json } from './columns';

/* Training, assessments and the assistant (migrations 0013–0015). Mirrors migrations/*.sql, which are the truth: keep this in step. */

/** A clinician's training plan for a patient (migration 0013). */
export interface TrainingPlansTable {
  id: Generated<number>;
  patient_id: number;
  status: Generated<'draft' | 'active' | 'paused' | 'completed'>;
  minutes_per_session: number;
  sessions_per_week: number;
  training_days: number[];
  /** A `date`: select it through to_char (node-postgres would make a local-midnight Date). */
  start_date: string;
  end_date: string;
  notes: Generated<string>;
  created_at: TimestampDefaultNow;
  created_by: number | null;
  updated_at: TimestampDefaultNow;
  updated_by: number | null;
  /** Migration 0025: raised by every write of the record (stale updates → 40902). */
  revision: Generated<number>;
}
/** Every change of a plan's state (migration 0013). */
export interface TrainingPlanStatusChangesTable {
  id: Generated<number>;
  plan_id: number;
  from_status: string | null;
  to_status: string;
  changed_at: TimestampDefaultNow;
  changed_by: number | null;
  changed_by_name: string | null;
}
/** The exercises of a plan and where the level engine stands for each (migration 0013). */
export interface TrainingPlanItemsTable {
  id: Generated<number>;
  plan_id: number;
  position: number;
  exercise_kind: string;
  start_level: number;
  rule: Json<unknown>;
  level_state: Json<unknown>;
  level_state_at: Timestamp | null;
  /** The therapist's trials, time limit, stimulus time and distractors (migration 0044). */
  settings: ColumnType<unknown, string | undefined, string>;
}
/** A training session, keyed by the browser's id within its plan (migration 0013). */
export interface TrainingSessionsTable {
  id: Generated<number>;
  client_id: string;
  plan_id: number;
  patient_id: number;
  status: Generated<'started' | 'completed' | 'abandoned'>;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  recorded_at: TimestampDefaultNow;
  started_by: number | null;
}
/** One exercise run, unique per patient by the browser's id (migration 0013). */
export interface ExerciseResultsTable {
  id: Generated<number>;
  client_id: string;
  patient_id: number;
  session_id: number;
  plan_id: number;
  plan_item_id: number | null;
  exercise_kind: string;
  level: number;
  outcome: 'completed' | 'abandoned';
  accuracy: number;
  mean_rt_ms: number | null;
  median_rt_ms: number | null;
  omissions: number;
  commissions: number;
  trial_count: number;
  trials: Json<unknown>;
  extra: ColumnType<unknown, string | null, string | null>;
  started_at: Timestamp;
  finished_at: Timestamp;
  recorded_at: TimestampDefaultNow;
  recorded_by: number | null;
}
/** A MoCA or MMSE score sheet (migration 0014). */
export interface AssessmentsTable {
  id: Generated<number>;
  patient_id: number;
  kind: 'moca' | 'mmse';
  status: Generated<'draft' | 'finished'>;
  /** A `date`: select it through to_char. */
  tested_on: string;
  scores: Json<Record<string, number | null>>;
  revision: Generated<number>;
  created_by: number | null;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
  finished_by: number | null;
  finished_at: Timestamp | null;
}
/** A correction of a finished sheet, with the scores it replaced (migration 0014). */
export interface AssessmentAmendmentsTable {
  id: Generated<number>;
  assessment_id: number;
  reason: string;
  previous_scores: Json<Record<string, number | null>>;
  scores: Json<Record<string, number | null>>;
  amended_by: number | null;
  amended_at: TimestampDefaultNow;
}
/** What the assistant's rules found for a patient (migration 0015). */
export interface AssistantFindingsTable {
  id: Generated<number>;
  patient_id: number;
  rule:
    | 'weakDomains'
    | 'plateau'
    | 'missedSessions'
    | 'decline'
    | 'reassessmentDue'
    | 'assessmentDecline';
  kind: 'suggestion' | 'alert' | 'reminder';
  key: string;
  status: Generated<'open' | 'accepted' | 'rejected' | 'resolved'>;
  numbers: Json<Record<string, number | string>>;
  action: Json<Record<string, unknown>>;
  link: string;
  created_at: TimestampDefaultNow;
  decided_by: number | null;
  decided_at: Timestamp | null;
  reason: string | null;
}
/** Which clinician has read which alert (migration 0015). */
export interface AssistantFindingReadsTable {
  finding_id: number;
  user_id: number;
  read_at: TimestampDefaultNow;
}

export interface ClinicalTables {
  training_plans: TrainingPlansTable;
  training_plan_status_changes: TrainingPlanStatusChangesTable;
  training_plan_items: TrainingPlanItemsTable;
  training_sessions: TrainingSessionsTable;
  exercise_results: ExerciseResultsTable;
  assessments: AssessmentsTable;
  assessment_amendments: AssessmentAmendmentsTable;
  assistant_findings: AssistantFindingsTable;
  assistant_finding_reads: AssistantFindingReadsTable;
}
