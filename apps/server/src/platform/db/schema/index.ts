import type { ColumnType, Generated } from 'kysely';
import type { CommunityTables } from './community';

/*
 * The tables as Kysely sees them, mirroring migrations/*.sql (the migrations are the truth; keep
 * this in step). `Generated` columns may be left out of inserts.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * A timestamp defaulting to now(): optional on insert. (Not `Generated<Timestamp>`: Kysely does not
 * unwrap a ColumnType inside Generated, so selects would type it as the wrapper, not a Date.)
 */
type TimestampDefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  user_auth: '0' | '1' | '2';
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
  /** Migration 0012: a disabled account cannot sign in. */
  status: Generated<'enabled' | 'disabled'>;
}

export interface RolesTable {
  key: string;
  name: string;
}

export interface RolePermissionsTable {
  role_key: string;
  permission: string;
}

export interface UserRolesTable {
  user_id: number;
  role_key: string;
}

export interface SessionsTable {
  token_hash: Buffer;
  user_id: number;
  created_at: TimestampDefaultNow;
  expires_at: Timestamp;
  retire_at: Timestamp | null;
  revoked_at: Timestamp | null;
  displaced_at: Timestamp | null;
  /** When the chain of refreshed tokens began (migration 0010): the absolute lifetime counts from it. */
  signed_in_at: TimestampDefaultNow;
  /* Copied from the user by the insert trigger and kept right by triggers (migration 0010). */
  username: Generated<string>;
  name: Generated<string>;
  avatar: Generated<string>;
  introduction: Generated<string>;
  user_auth: Generated<'0' | '1' | '2'>;
  roles: Generated<string[]>;
  permissions: Generated<string[]>;
  /** The user's doctor record, if any (migration 0024): a doctor's care-team rule needs it. */
  doctor_id: Generated<number | null>;
}

/** Global rate limit counters (migration 0008), one per client network. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  limiter_key: string;
  at: TimestampDefaultNow;
  /** The sign-in attempt the row counts (migration 0008); null on rows from before it. */
  attempt: string | null;
}

export interface DoctorsTable {
  id: Generated<number>;
  user_id: number;
  doctor_name: string;
  phone: string | null;
  avatar: string | null;
  age: number | null;
  sex: '男' | '女' | null;
  job: '医生' | '康复师' | '训练师' | '护士' | null;
  occupational_number: string | null;
  working_seniority: number | null;
  doctor_describe: string | null;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
}

export interface PatientsTable {
  id: Generated<number>;
  user_id: number;
  patient_name: string;
  phone: string | null;
  age: number | null;
  sex: '男' | '女' | null;
  portrait: string | null;
  job: string | null;
  hobby: string | null;
  handedness: '左手' | '右手' | '无' | null;
  address: string | null;
  edu:
    | '未上过学'
    | '小学'
    | '初中'
    | '高中(含中专)'
    | '大学专科'
    | '大学本科'
    | '硕士研究生'
    | '博士研究生'
    | null;
  identity_card: string | null;
  /** The name's full pinyin, lower case, filled by the server (0011): names sort by it. */
  name_pinyin: string | null;
  /**
   * What the name filter searches (0023): the characters (lower case, no spaces), the full pinyin
   * and the initials, joined by spaces; filled by the server.
   */
  name_search: string | null;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
}

export interface FilesTable {
  id: Generated<string>;
  module: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  owner_id: number | null;
  /** The record whose picture this is (migration 0009); deleted with it. */
  patient_id: Generated<number | null>;
  doctor_id: Generated<number | null>;
  created_at: TimestampDefaultNow;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  at: TimestampDefaultNow;
  ip: string | null;
  outcome: 'success' | 'denied' | 'failure';
  /** A read of patient data: purged after its retention age (0007); written lines are kept. */
  read: Generated<boolean>;
  /** What else the event was about: an export's filter and row count, a reveal's field (0011). */
  detail: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface ClientErrorsTable {
  id: Generated<string>;
  user_id: number | null;
  username: string | null;
  message: string;
  stack: string | null;
  vm: string | null;
  info: string | null;
  url: string;
  user_agent: string | null;
  at: TimestampDefaultNow;
  /** Migration 0012: identical reports are one row; how many, and when the first came. */
  repeats: Generated<number>;
  first_at: TimestampDefaultNow;
  fingerprint: Generated<string>;
}

/** Exact row counts kept by triggers (migration 0003), for the totals of unfiltered lists. */
export interface RowCountsTable {
  table_name: 'users' | 'doctors' | 'patients';
  n: string;
}

/** A patient's care team, one row per clinician (migration 0006). */
export interface CareTeamMembersTable {
  patient_id: number;
  doctor_id: number;
  assigned_at: TimestampDefaultNow;
  assigned_by: number | null;
}

/** The idle lock's limits, one row (migration 0012). */
export interface IdleLockSettingsTable {
  singleton: Generated<boolean>;
  min_minutes: number;
  max_minutes: number;
  default_minutes: number;
  updated_at: TimestampDefaultNow;
  updated_by: number | null;
}

/** Jsonb written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

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
  rule: 'weakDomains' | 'plateau' | 'missedSessions' | 'decline' | 'reassessmentDue';
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

/** 文章, the demo resource of the 表格 pages (migration 0022). */
export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  author: string;
  reviewer: Generated<string>;
  importance: number;
  type: 'education' | 'guide' | 'research' | 'notice';
  status: Generated<'draft' | 'published' | 'deleted'>;
  pageviews: Generated<number>;
  display_time: Timestamp;
  remark: Generated<string>;
  /** Place in the 拖拽表格 order; a new article takes the next value of `article_positions`. */
  position: Generated<number>;
  created_by: number | null;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
}

/** A conversation between two accounts, the lower id first (migration 0019). */
export interface ConversationsTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  /** bigint: read as text by pg, written as a number or text. */
  last_seq: ColumnType<string, string | number | undefined, string | number>;
  last_message_at: Timestamp | null;
  created_at: TimestampDefaultNow;
}

/** One side of a conversation and how far it has read (migration 0019). */
export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  read_seq: ColumnType<string, string | number | undefined, string | number>;
}

/** One message (migration 0019). */
export interface MessagesTable {
  id: Generated<string>;
  conversation_id: number;
  seq: ColumnType<string, string | number, string | number>;
  sender_id: number;
  body: Generated<string>;
  image_id: string | null;
  client_key: string | null;
  created_at: TimestampDefaultNow;
}

/** Issue 16's tables are declared beside their area (platform/db/schema/community.ts). */
export interface Tables extends CommunityTables {
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  doctors: DoctorsTable;
  patients: PatientsTable;
  files: FilesTable;
  audit_log: AuditLogTable;
  row_counts: RowCountsTable;
  client_errors: ClientErrorsTable;
  care_team_members: CareTeamMembersTable;
  idle_lock_settings: IdleLockSettingsTable;
  training_plans: TrainingPlansTable;
  training_plan_status_changes: TrainingPlanStatusChangesTable;
  training_plan_items: TrainingPlanItemsTable;
  training_sessions: TrainingSessionsTable;
  exercise_results: ExerciseResultsTable;
  assessments: AssessmentsTable;
  assessment_amendments: AssessmentAmendmentsTable;
  assistant_findings: AssistantFindingsTable;
  assistant_finding_reads: AssistantFindingReadsTable;

  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  articles: ArticlesTable;
}
