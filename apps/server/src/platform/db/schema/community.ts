import type { Generated } from 'kysely';
import type { Timestamp, TimestampDefaultNow } from './columns';

/*
 * The group-interaction tables as Kysely sees them (migrations/0020_community.sql is the truth;
 * keep this in step). Joined into `Tables` (index.ts).
 */

export interface PatientGroupsTable {
  id: Generated<number>;
  name: string;
  purpose: Generated<string>;
  moderation: Generated<'pre' | 'post'>;
  doctor_id: number;
  created_at: TimestampDefaultNow;
  created_by: number | null;
  updated_at: TimestampDefaultNow;
  /** Migration 0025: raised by every write of the record (stale updates → 40902). */
  revision: Generated<number>;
}

export interface PatientGroupMembersTable {
  id: Generated<number>;
  group_id: number;
  patient_id: number;
  nickname: string;
  avatar: string;
  joined_at: TimestampDefaultNow;
  added_by: number | null;
}

export interface GroupSessionsTable {
  id: Generated<number>;
  group_id: number;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  place: string | null;
  video_url: string | null;
  capacity: number;
  created_at: TimestampDefaultNow;
  created_by: number | null;
}

export interface GroupSessionSignupsTable {
  session_id: number;
  patient_id: number;
  signed_up_at: TimestampDefaultNow;
  attended: boolean | null;
  recorded_at: Timestamp | null;
  recorded_by: number | null;
}

export interface ChallengesTable {
  id: Generated<number>;
  group_id: number;
  title: string;
  description: Generated<string>;
  kind: 'trainingDays' | 'exercises';
  target: number;
  /** `date` columns: select them through to_char. */
  starts_on: string;
  ends_on: string;
  created_at: TimestampDefaultNow;
  created_by: number | null;
}

export interface ChallengeParticipantsTable {
  challenge_id: number;
  patient_id: number;
  joined_at: TimestampDefaultNow;
}

export interface GroupPostsTable {
  id: Generated<number>;
  group_id: number;
  author_patient_id: number;
  body: string;
  image_file_id: string | null;
  status: 'pending' | 'visible' | 'hidden';
  created_at: TimestampDefaultNow;
  created_by: number | null;
  moderated_at: Timestamp | null;
  moderated_by: number | null;
  moderated_by_name: string | null;
  moderation_reason: string | null;
}

export interface PostReportsTable {
  post_id: number;
  reporter_id: number;
  reason: Generated<string>;
  reported_at: TimestampDefaultNow;
  resolved_at: Timestamp | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  body_html: string;
  audience: 'all' | 'group' | 'careTeam';
  group_id: number | null;
  author_doctor_id: number | null;
  author_id: number | null;
  author_name: string;
  pinned: Generated<boolean>;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
  /** Migration 0025: raised by every write of the record (stale updates → 40902). */
  revision: Generated<number>;
}

export interface AnnouncementReadsTable {
  announcement_id: number;
  patient_id: number;
  read_at: TimestampDefaultNow;
}

export interface CommunityTables {
  patient_groups: PatientGroupsTable;
  patient_group_members: PatientGroupMembersTable;
  group_sessions: GroupSessionsTable;
  group_session_signups: GroupSessionSignupsTable;
  challenges: ChallengesTable;
  challenge_participants: ChallengeParticipantsTable;
  group_posts: GroupPostsTable;
  post_reports: PostReportsTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
}
