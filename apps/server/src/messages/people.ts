import type { MessagePeer, MessagePeerKind } from '@cep/contract';
import { sql, type RawBuilder } from 'kysely';

/*
 * Who may write to whom (issue 16), as SQL the queries share, so a list, a check and a send apply
 * the very same rule:
 * - staff (an admin or a doctor account) with staff;
 * - a patient with a clinician of their care team (a doctor account whose doctor record is on the
 *   patient's team), both ways.
 * Nothing else: never a patient with another patient, nor with a clinician outside their team, nor
 * with an admin who is not on their team.
 */

type Account = RawBuilder<unknown>;

/** SQL: whether the account is staff (an admin or a doctor). */
export function isStaff(account: Account): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM user_roles sr
    WHERE sr.user_id = ${account} AND sr.role_key IN ('admin', 'doctor'))`;
}

/** SQL: whether `clinician`'s doctor record is on the care team of `patient`'s patient record. */
export function isOnCareTeamOf(clinician: Account, patient: Account): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM care_team_members ctm
      JOIN patients ctp ON ctp.id = ctm.patient_id
      JOIN doctors ctd ON ctd.id = ctm.doctor_id
     WHERE ctp.user_id = ${patient} AND ctd.user_id = ${clinician}
       AND EXISTS (SELECT 1 FROM user_roles cr WHERE cr.user_id = ctd.user_id AND cr.role_key = 'doctor'))`;
}

/**
 * SQL: whether accounts `a` and `b` may write to each other (the rule above). Nobody writes to or
 * as an archived account (issue 32); its conversations stay, to be read.
 */
export function mayConverse(a: Account, b: Account): RawBuilder<boolean> {
  return sql<boolean>`(${a} <> ${b}
    AND NOT EXISTS (SELECT 1 FROM users au WHERE au.id IN (${a}, ${b}) AND au.archived_at IS NOT NULL)
    AND (
    (${isStaff(a)} AND ${isStaff(b)})
    OR ${isOnCareTeamOf(a, b)}
    OR ${isOnCareTeamOf(b, a)}))`;
}

/**
 * SQL columns describing the account `u` (joined as `u`, with `LEFT JOIN doctors d ON d.user_id =
 * u.id LEFT JOIN patients p ON p.user_id = u.id`): only what a message header shows.
 */
export const personColumns = sql`
  u.id AS person_id,
  COALESCE(d.doctor_name, p.patient_name, u.name) AS person_name,
  CASE
    WHEN EXISTS (SELECT 1 FROM user_roles kr WHERE kr.user_id = u.id AND kr.role_key = 'admin') THEN 'admin'
    WHEN EXISTS (SELECT 1 FROM user_roles kr WHERE kr.user_id = u.id AND kr.role_key = 'doctor') THEN 'clinician'
    ELSE 'patient'
  END AS person_kind,
  d.job AS person_job,
  u.avatar AS person_avatar`;

/** The joins `personColumns` reads, for an account already joined as `u`. */
export const personJoins = sql`
  LEFT JOIN doctors d ON d.user_id = u.id
  LEFT JOIN patients p ON p.user_id = u.id`;

export interface PersonRow {
  person_id: number;
  person_name: string;
  person_kind: MessagePeerKind;
  person_job: MessagePeer['job'];
  person_avatar: string;
}

export function personOf(row: PersonRow): MessagePeer {
  return {
    userId: row.person_id,
    name: row.person_name,
    kind: row.person_kind,
    // A clinician's profession only: a patient has no doctor record, an admin none that shows.
    job: row.person_kind === 'clinician' ? row.person_job : null,
    avatar: row.person_avatar,
  };
}
