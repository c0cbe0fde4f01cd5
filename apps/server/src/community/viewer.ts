import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { isAdmin } from '../platform/calls/audited';
import type { Session } from '../platform/auth/sessions';

/*
 * Who is looking at the community, decided once per request: the admin (every group), a doctor
 * (the groups they lead, through their doctor record, which the session carries), a patient (the groups they belong to,
 * through their patient record). Every query of the area takes a Viewer, so what a patient may
 * see is one branch of each query, written once.
 */

export type Viewer =
  | { kind: 'admin'; userId: number; name: string }
  | { kind: 'doctor'; userId: number; name: string; doctorId: number | null }
  | { kind: 'patient'; userId: number; name: string; patientId: number | null };

export async function viewerOf(
  sql: Kysely<Tables>,
  session: Pick<Session, 'roles' | 'userId' | 'name' | 'doctorId'>,
): Promise<Viewer> {
  const { userId, name } = session;
  if (isAdmin(session.roles)) return { kind: 'admin', userId, name };
  if (session.roles.includes('doctor')) {
    return { kind: 'doctor', userId, name, doctorId: session.doctorId };
  }
  const own = await sql
    .selectFrom('patients')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { kind: 'patient', userId, name, patientId: own?.id ?? null };
}
