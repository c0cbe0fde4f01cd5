import type { ColumnType, Generated } from 'kysely';
import type { TimestampDefaultNow } from './columns';

/* Doctors, patients and care teams (migrations 0001, 0006, 0011, 0036, 0037). Mirrors migrations/*.sql, which are the truth: keep this in step. */

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
  /** Migration 0025: raised by every write of the record (stale updates → 40902). */
  revision: Generated<number>;
  /** Migration 0038: archived with its account (hidden, kept; an admin restores it). */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  archived_by: Generated<number | null>;
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
  /** The hospital's medical record number (病历号), unique where known (migration 0036). */
  medical_record_number: string | null;
  /** Day of birth, `YYYY-MM-DD` (migration 0036); FHIR's Patient.birthDate. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
  /** Migration 0025: raised by every write of the record (stale updates → 40902). */
  revision: Generated<number>;
  /** Migration 0038: archived with its account (hidden, kept; an admin restores it). */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  archived_by: Generated<number | null>;
  /** Migration 0044: the clinician's 隐藏成绩 switch (the patient's own answers carry no score). */
  training_scores_hidden: Generated<boolean>;
}
/** A patient's care team, one row per clinician (migration 0006). */
export interface CareTeamMembersTable {
  patient_id: number;
  doctor_id: number;
  assigned_at: TimestampDefaultNow;
  assigned_by: number | null;
}

/** A preview of patients from the HIS, then its import (migration 0037). */
export interface PatientImportsTable {
  id: Generated<string>;
  created_by: number;
  created_at: TimestampDefaultNow;
  expires_at: Date;
  status: ColumnType<'previewed' | 'imported', 'previewed' | 'imported' | undefined>;
  counts: ColumnType<unknown, string, string>;
  entries: ColumnType<unknown, string, string>;
  imported_at: Date | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface PeopleTables {
  doctors: DoctorsTable;
  patients: PatientsTable;
  care_team_members: CareTeamMembersTable;
  patient_imports: PatientImportsTable;
  my_data_exports: MyDataExportsTable;
}

/** 我的数据 (migration 0040): a patient's request for a copy of their data, and its archive. */
export interface MyDataExportsTable {
  id: Generated<string>;
  patient_id: number;
  requested_by: number;
  status: Generated<'queued' | 'running' | 'ready' | 'failed' | 'expired'>;
  progress: Generated<number>;
  step: Generated<string>;
  attempts: Generated<number>;
  created_at: TimestampDefaultNow;
  started_at: Date | null;
  heartbeat_at: Date | null;
  finished_at: Date | null;
  expires_at: Date | null;
  file_name: string | null;
  /** bigint: pg returns it as text. */
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  error: string | null;
  fhir_base: string;
}
