import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';

/** The ways of signing in (migration 0031's `roles.sign_in_methods`). */
export type SignInMethod = 'password' | 'ldap' | 'oidc';

/**
 * Refuses (40302) a sign-in by `method` unless one of the user's roles allows it (the admin's
 * per-role policy): checked after the person proved who they are, before any session exists, so
 * the answer tells a stranger nothing. A user with no role at all has no policy to apply and may
 * do nothing once signed in: the console tells them 用户未分配角色权限 (spec §4), as before.
 */
/**
 * Issue 32: an archived account (删除 archives) signs in by no method until an admin restores it
 * → 40920. Asked after the proof, so a wrong password still answers 40101 and says nothing.
 */
export async function refuseArchivedAccount(db: Kysely<Tables>, userId: number): Promise<void> {
  const account = await db
    .selectFrom('users')
    .select('archived_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (account?.archived_at) throw new ApiError(40920);
}

export async function requireMethodAllowed(
  db: Kysely<Tables>,
  userId: number,
  method: SignInMethod,
): Promise<void> {
  await refuseArchivedAccount(db, userId);
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.key', 'user_roles.role_key')
    .select(sql<boolean>`${method} = ANY (roles.sign_in_methods)`.as('allows'))
    .where('user_roles.user_id', '=', userId)
    .execute();
  if (roles.length > 0 && !roles.some((role) => role.allows)) throw new ApiError(40302);
}
