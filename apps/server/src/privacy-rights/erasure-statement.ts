import type { ErasedItem, ErasureStatement, KeptItem } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/*
 * What an erasure does to one patient's data, counted (issue 32 §5). Erased or anonymised: what is
 * not medical record (the community: posts and their pictures, group memberships with their
 * nickname and avatar, reports of posts, challenge entries, sign-ups not yet attended; and the
 * account, closed). Kept: the medical record (DOMAIN.md §4 [ours]: assessments, training, results,
 * recordings, findings, messages with clinicians), until its retention period ends.
 *
 * Devices are not paired with patients in this platform (signal devices are the admin's, a
 * recording names its patient and is medical record), so there is no pairing to remove.
 */

/** 《医疗机构管理条例实施细则》第五十三条: inpatient records 30 years, outpatient 15. */
export const medicalRecordRetentionYears = { inpatient: 30, outpatient: 15 } as const;

interface Counts {
  community_posts: string;
  post_pictures: string;
  group_memberships: string;
  post_reports: string;
  challenge_entries: string;
  session_signups: string;
  assessments: string;
  training_plans: string;
  training_results: string;
  recordings: string;
  findings: string;
  clinician_messages: string;
}

/** The statement for patient `patientId` (account `userId`) as their data stands now. */
export async function erasureStatementOf(
  db: Kysely<Tables>,
  patientId: number,
  userId: number,
): Promise<ErasureStatement> {
  const { rows } = await sql<Counts>`
    SELECT
      (SELECT count(*) FROM group_posts WHERE author_patient_id = ${patientId}) AS community_posts,
      (SELECT count(*) FROM group_posts
        WHERE author_patient_id = ${patientId} AND image_file_id IS NOT NULL) AS post_pictures,
      (SELECT count(*) FROM patient_group_members WHERE patient_id = ${patientId}) AS group_memberships,
      (SELECT count(*) FROM post_reports WHERE reporter_id = ${patientId}) AS post_reports,
      (SELECT count(*) FROM challenge_participants WHERE patient_id = ${patientId}) AS challenge_entries,
      (SELECT count(*) FROM group_session_signups
        WHERE patient_id = ${patientId} AND attended IS NULL) AS session_signups,
      (SELECT count(*) FROM assessments WHERE patient_id = ${patientId}) AS assessments,
      (SELECT count(*) FROM training_plans WHERE patient_id = ${patientId}) AS training_plans,
      (SELECT count(*) FROM exercise_results WHERE patient_id = ${patientId}) AS training_results,
      (SELECT count(*) FROM recordings WHERE patient_id = ${patientId}) AS recordings,
      (SELECT count(*) FROM assistant_findings WHERE patient_id = ${patientId}) AS findings,
      (SELECT count(*) FROM messages WHERE sender_id = ${userId}) AS clinician_messages
  `.execute(db);
  const c = rows[0]!;
  const erased: [ErasedItem, string][] = [
    ['communityPosts', c.community_posts],
    ['postPictures', c.post_pictures],
    ['groupMemberships', c.group_memberships],
    ['postReports', c.post_reports],
    ['challengeEntries', c.challenge_entries],
    ['sessionSignups', c.session_signups],
    ['account', '1'],
  ];
  const kept: [KeptItem, string][] = [
    ['assessments', c.assessments],
    ['trainingPlans', c.training_plans],
    ['trainingResults', c.training_results],
    ['recordings', c.recordings],
    ['findings', c.findings],
    ['clinicianMessages', c.clinician_messages],
  ];
  return {
    erased: erased.map(([item, count]) => ({ item, count: Number(count) })),
    kept: kept.map(([item, count]) => ({ item, count: Number(count) })),
    retentionYears: { ...medicalRecordRetentionYears },
  };
}
