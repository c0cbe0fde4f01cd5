import type { RoleKey, UserAuth } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { ApiError } from '../../platform/http/api-error';
import { sqlState, UNIQUE_VIOLATION } from '../../platform/lists/list-query';

/**
 * A person the hospital's identity provider (OIDC) or directory (LDAP) has just vouched for, with
 * the roles its groups or claims map to (the mapping is the caller's: each provider has its own
 * configuration). Nothing here is a secret: no password, token or code.
 */
export interface ExternalPerson {
  provider: 'oidc' | 'ldap';
  /** Stable at the provider: OIDC `sub`, the directory entry's entryUUID (or DN). */
  subject: string;
  /** Preferred username (OIDC `preferred_username`, LDAP `uid`/`sAMAccountName`). */
  username: string;
  name: string;
  /** Our roles, mapped from the provider's groups; empty → refused (40303). */
  roles: RoleKey[];
  /**
   * The clinician's occupational number (执业证号) when the provider sends one: it links the
   * person to the doctor record an admin already made, on their first sign-in.
   */
  occupationalNumber?: string | undefined;
}

/** `users.password_hash` of an account that signs in elsewhere: no password ever matches it. */
export const externalPasswordHash = '!external';

/** The account's kind follows its strongest role, as for accounts an admin makes. */
function kindOf(roles: readonly RoleKey[]): UserAuth {
  if (roles.includes('admin')) return '0';
  if (roles.includes('doctor')) return '1';
  return '2';
}

export interface ProvisionedUser {
  userId: number;
  status: 'enabled' | 'disabled';
  /** True when this sign-in linked or created the account (worth its own audit line). */
  linked: boolean;
}

/**
 * Finds or makes our user for `person`, in one transaction:
 * 1. an identity already linked → that user;
 * 2. else a doctor record whose occupational number the provider sent → that record's user;
 * 3. else a new user named after the provider's username (suffixed `@ldap`/`@oidc` when a local
 *    account already has the name: a provider's username never takes over a local account).
 * The provider is the truth for roles: the user's roles become `person.roles` at every sign-in,
 * so a person moved out of a group loses the role at their next sign-in. The account's kind
 * (user_auth) is set at creation only, since records hang off it.
 * A disabled account stays disabled (the caller refuses it); our admin's word wins.
 */
export async function provisionExternalUser(
  db: Kysely<Tables>,
  person: ExternalPerson,
): Promise<ProvisionedUser> {
  const roles = [...new Set(person.roles)].sort();
  if (roles.length === 0) throw new ApiError(40303);
  return inTransaction(db, async (trx) => {
    let linked = false;
    let user = await trx
      .selectFrom('user_identities')
      .innerJoin('users', 'users.id', 'user_identities.user_id')
      .select(['users.id', 'users.status'])
      .where('user_identities.provider', '=', person.provider)
      .where('user_identities.subject', '=', person.subject)
      .forUpdate()
      .executeTakeFirst();
    if (!user && person.occupationalNumber) {
      user = await trx
        .selectFrom('doctors')
        .innerJoin('users', 'users.id', 'doctors.user_id')
        .select(['users.id', 'users.status'])
        .where('doctors.occupational_number', '=', person.occupationalNumber)
        .forUpdate()
        .executeTakeFirst();
    }
    if (!user) user = await createExternalUser(trx, person, roles);
    if (!(await hasIdentity(trx, person))) {
      await trx
        .insertInto('user_identities')
        .values({ provider: person.provider, subject: person.subject, user_id: user.id })
        .execute();
      linked = true;
    }
    await trx
      .updateTable('user_identities')
      .set({ last_sign_in_at: sql<Date>`now()` })
      .where('provider', '=', person.provider)
      .where('subject', '=', person.subject)
      .execute();
    await syncRoles(trx, user.id, roles);
    return { userId: user.id, status: user.status, linked };
  });
}

async function hasIdentity(db: Kysely<Tables>, person: ExternalPerson): Promise<boolean> {
  const row = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', person.provider)
    .where('subject', '=', person.subject)
    .executeTakeFirst();
  return row !== undefined;
}

async function createExternalUser(
  db: Kysely<Tables>,
  person: ExternalPerson,
  roles: RoleKey[],
): Promise<{ id: number; status: 'enabled' | 'disabled' }> {
  const candidates = [person.username, `${person.username}@${person.provider}`];
  const taken = await db
    .selectFrom('users')
    .select(sql<string>`lower(username)`.as('name'))
    .where(
      sql<string>`lower(username)`,
      'in',
      candidates.map((name) => name.toLowerCase()),
    )
    .execute();
  const username = candidates.find((name) => !taken.some((row) => row.name === name.toLowerCase()));
  if (username === undefined) {
    throw new ApiError(40901, '用户名已存在，无法为统一身份认证账号建立本地账号，请联系管理员');
  }
  try {
    return await db
      .insertInto('users')
      .values({
        username,
        password_hash: externalPasswordHash,
        name: person.name,
        user_auth: kindOf(roles),
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two first sign-ins of one name at once: the unique index on lower(username) decides.
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40901, '用户名已存在，请重试');
    throw error;
  }
}

/** Makes the user's roles exactly `roles` (the session trigger of 0010 copies them). */
async function syncRoles(db: Kysely<Tables>, userId: number, roles: RoleKey[]): Promise<void> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_key', 'not in', roles)
    .execute();
  await db
    .insertInto('user_roles')
    .values(roles.map((role_key) => ({ user_id: userId, role_key })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
