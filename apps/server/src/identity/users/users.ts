import type {
  Page,
  RoleKey,
  User,
  UserAuth,
  UserExportQuery,
  UserListQuery,
  UserStatus,
} from '@cep/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/api-error';
import { containsPattern, fetchPage, offsetOf, totalOf } from '../../platform/lists/list-query';

export type Db = Kysely<Tables> | Transaction<Tables>;

/** The role an account gets when none is named: the one matching its kind. */
export const roleOfUserAuth: Record<UserAuth, RoleKey> = {
  '0': 'admin',
  '1': 'doctor',
  '2': 'patient',
};

/** The role keys of `users.id`, sorted, as one array (never null), in the same query. */
const rolesColumn = sql<RoleKey[]>`coalesce((
  select array_agg(ur.role_key order by ur.role_key) from user_roles ur where ur.user_id = users.id
), '{}')`.as('roles');

/** Every column the API shows; never `password_hash`. */
const userColumns = [
  'users.id',
  'users.username',
  'users.name',
  'users.avatar',
  'users.introduction',
  'users.user_auth',
  'users.created_at',
  'users.status',
  'users.revision',
  'users.archived_at',
] as const;

interface UserRow {
  id: number;
  username: string;
  name: string;
  avatar: string;
  introduction: string;
  user_auth: UserAuth;
  created_at: Date;
  status: UserStatus;
  revision: number;
  archived_at: Date | null;
  roles: RoleKey[];
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    userAuth: row.user_auth,
    roles: row.roles,
    createTime: row.created_at.getTime(),
    status: row.status,
    revision: row.revision,
    archivedAt: row.archived_at?.getTime() ?? null,
  };
}

export function selectUsers(db: Db) {
  return db.selectFrom('users').select(userColumns).select(rolesColumn);
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** Usernames are one account regardless of case ("Admin" is "admin"). */
export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const row = await selectUsers(db)
    .where((eb) => eb(eb.fn('lower', ['users.username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row && toUser(row);
}

export async function requireUser(db: Db, id: number): Promise<User> {
  const found = await findUser(db, id);
  if (!found) throw new ApiError(40401, '用户不存在');
  return found;
}

type UserFilters = Omit<UserListQuery, 'pageNum' | 'pageSize'>;

/** The accounts matching the filters; `role` keeps the accounts holding that role. */
function filteredUsers(db: Db, query: UserFilters) {
  let filtered = db.selectFrom('users');
  if (query.username) {
    filtered = filtered.where('users.username', 'ilike', containsPattern(query.username));
  }
  if (query.name) filtered = filtered.where('users.name', 'ilike', containsPattern(query.name));
  if (query.status) filtered = filtered.where('users.status', '=', query.status);
  if (query.userAuth) filtered = filtered.where('users.user_auth', '=', query.userAuth);
  // Issue 32: archived accounts only when asked for (显示已归档).
  if (query.archived === 'only') filtered = filtered.where('users.archived_at', 'is not', null);
  else if (query.archived !== 'include') filtered = filtered.where('users.archived_at', 'is', null);
  const { role } = query;
  if (role) {
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as r')
          .select('r.user_id')
          .whereRef('r.user_id', '=', 'users.id')
          .where('r.role_key', '=', role),
      ),
    );
  }
  return filtered;
}

function unfilteredUsers(query: UserFilters): boolean {
  // row_counts counts the accounts not archived (migration 0038): the default list's total.
  return (
    !query.username &&
    !query.name &&
    !query.status &&
    !query.userAuth &&
    !query.role &&
    query.archived === undefined
  );
}

/** Sort columns of the whitelist (the contract refuses any other); ties by id. */
const userSortColumns = {
  id: 'users.id',
  username: 'users.username',
  name: 'users.name',
  createTime: 'users.created_at',
} as const;

function sortedUsers(
  filtered: ReturnType<typeof filteredUsers>,
  { sortBy = 'id', sortOrder }: Pick<UserFilters, 'sortBy' | 'sortOrder'>,
) {
  const direction = sortOrder === 'desc' ? 'desc' : 'asc';
  const rows = filtered.select(userColumns).select(rolesColumn);
  const ordered = rows.orderBy(userSortColumns[sortBy], direction);
  return sortBy === 'id' ? ordered : ordered.orderBy('users.id', direction);
}

export async function listUsers(db: Db, query: UserListQuery): Promise<Page<User>> {
  const filtered = filteredUsers(db, query);
  return fetchPage(
    query,
    () => sortedUsers(filtered, query).limit(query.pageSize).offset(offsetOf(query)).execute(),
    () => totalOf(db, 'users', unfilteredUsers(query), filtered),
    toUser,
  );
}

/** How many accounts an export of `query` would write. */
export async function countUserExport(db: Db, query: UserExportQuery): Promise<number> {
  return Number(await totalOf(db, 'users', unfilteredUsers(query), filteredUsers(db, query)));
}

/** The statement of an export's rows (at most `limit`), for a cursor. */
export function userExportRows(db: Db, query: UserExportQuery, limit: number) {
  return sortedUsers(filteredUsers(db, query), query).limit(limit).compile();
}

/** Adds an account and its roles in one transaction; a taken username (any case) → 40901. */
