import type {
  Doctor,
  DoctorCreate,
  DoctorExportQuery,
  DoctorListQuery,
  DoctorUpdate,
  Page,
} from '@cep/contract';
import { inTransaction } from '../platform/db/transaction';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DoctorsTable, Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import {
  containsPattern,
  FOREIGN_KEY_VIOLATION,
  offsetOf,
  fetchPage,
  sqlState,
  UNIQUE_VIOLATION,
  totalOf,
} from '../platform/lists/list-query';
import { maskPhone } from '../platform/lists/masking';
import {
  archiveUser,
  requireAccountOfKind,
  showRecordOnAccount,
} from '../identity/users/user-writes';
import { claimRevision } from '../platform/calls/revision';

/** Every column the API shows, in its order. */
const doctorColumns = [
  'id',
  'user_id',
  'doctor_name',
  'phone',
  'avatar',
  'age',
  'sex',
  'job',
  'occupational_number',
  'working_seniority',
  'doctor_describe',
  'revision',
  'archived_at',
] as const;

type DoctorRow = Pick<Selectable<DoctorsTable>, (typeof doctorColumns)[number]>;

function toDoctor(row: DoctorRow): Doctor {
  return {
    id: row.id,
    userId: row.user_id,
    doctorName: row.doctor_name,
    phone: row.phone,
    avatar: row.avatar,
    age: row.age,
    sex: row.sex,
    job: row.job,
    occupationalNumber: row.occupational_number,
    workingSeniority: row.working_seniority,
    doctorDescribe: row.doctor_describe,
    revision: row.revision,
    archivedAt: row.archived_at?.getTime() ?? null,
  };
}

/** The record as shown to anyone but its owner: phone masked. */
export function maskDoctor(record: Doctor): Doctor {
  return { ...record, phone: maskPhone(record.phone) };
}

type DoctorFields = Omit<DoctorCreate, 'userId'>;

/** The columns of the fields sent; a field left out stays as it is (undefined is not written). */
function columnsOf(input: DoctorFields): Updateable<DoctorsTable> {
  return {
    doctor_name: input.doctorName,
    phone: input.phone,
    avatar: input.avatar,
    age: input.age,
    sex: input.sex,
    job: input.job,
    occupational_number: input.occupationalNumber,
    working_seniority: input.workingSeniority,
    doctor_describe: input.doctorDescribe,
  };
}

export async function findDoctor(db: Kysely<Tables>, id: number): Promise<Doctor | undefined> {
  const row = await db
    .selectFrom('doctors')
    .select(doctorColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toDoctor(row);
}

export async function requireDoctor(db: Kysely<Tables>, id: number): Promise<Doctor> {
  const found = await findDoctor(db, id);
  if (!found) throw new ApiError(40401, '医生档案不存在');
  return found;
}

type DoctorFilters = Omit<DoctorListQuery, 'pageNum' | 'pageSize'>;

function filteredDoctors(db: Kysely<Tables>, query: DoctorFilters) {
  let filtered = db.selectFrom('doctors');
  if (query.name) filtered = filtered.where('doctor_name', 'ilike', containsPattern(query.name));
  if (query.phone) filtered = filtered.where('phone', 'like', containsPattern(query.phone));
  if (query.job) filtered = filtered.where('job', '=', query.job);
  if (query.userId !== undefined) filtered = filtered.where('user_id', '=', query.userId);
  // Issue 32: archived records only when an admin asks for them (显示已归档).
  if (query.archived === 'only') filtered = filtered.where('archived_at', 'is not', null);
  else if (query.archived !== 'include') filtered = filtered.where('archived_at', 'is', null);
  return filtered;
}

function unfiltered(query: DoctorFilters): boolean {
  // row_counts counts the records not archived (migration 0038): the default list's total.
  return (
    !query.name &&
    !query.phone &&
    !query.job &&
    query.userId === undefined &&
    query.archived === undefined
  );
}

/** Sort columns of the whitelist (the contract refuses any other); ties by id, nulls last. */
const sortColumns = {
  doctorName: 'doctor_name',
  age: 'age',
  job: 'job',
  workingSeniority: 'working_seniority',
} as const;

function sortedDoctors(
  filtered: ReturnType<typeof filteredDoctors>,
  { sortBy = 'id', sortOrder }: Pick<DoctorFilters, 'sortBy' | 'sortOrder'>,
) {
  const rows = filtered.select(doctorColumns);
  const direction = sortOrder === 'desc' ? 'desc' : 'asc';
  if (sortBy === 'id') return rows.orderBy('id', direction);
  return rows
    .orderBy(sql`${sql.ref(sortColumns[sortBy])} ${sql.raw(direction)} nulls last`)
    .orderBy('id', direction);
}

export async function listDoctors(
  db: Kysely<Tables>,
  query: DoctorListQuery,
): Promise<Page<Doctor>> {
  const filtered = filteredDoctors(db, query);
  return fetchPage(
    query,
    () => sortedDoctors(filtered, query).limit(query.pageSize).offset(offsetOf(query)).execute(),
    () => totalOf(db, 'doctors', unfiltered(query), filtered),
    toDoctor,
  );
}

/** How many doctors an export of `query` would write. */
export async function countDoctorExport(
  db: Kysely<Tables>,
  query: DoctorExportQuery,
): Promise<number> {
  return Number(await totalOf(db, 'doctors', unfiltered(query), filteredDoctors(db, query)));
}

/** The statement of an export's rows (at most `limit`), for a cursor. */
export function doctorExportRows(db: Kysely<Tables>, query: DoctorExportQuery, limit: number) {
  return sortedDoctors(filteredDoctors(db, query), query).limit(limit).compile();
}

/**
 * Adds the record of a doctor account (userAuth '1'); one record per account → 40901. The unique
 * and foreign keys decide races (a concurrent add, the account deleted meanwhile).
 */
export async function createDoctor(db: Kysely<Tables>, input: DoctorCreate): Promise<Doctor> {
  await requireAccountOfKind(db, input.userId, '1');
  const values: Insertable<DoctorsTable> = {
    ...columnsOf(input),
    doctor_name: input.doctorName,
    user_id: input.userId,
  };
  try {
    const row = await inTransaction(db, async (trx) => {
      const created = await trx
        .insertInto('doctors')
        .values(values)
        .returning(doctorColumns)
        .executeTakeFirstOrThrow();
      await showRecordOnAccount(trx, created.user_id, {
        name: created.doctor_name,
        picture: created.avatar,
      });
      return created;
    });
    return toDoctor(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40901, '该用户已有医生档案');
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new ApiError(40401, '用户不存在');
    throw error;
  }
}

/**
 * Writes the fields sent (the caller has checked who may) from `input.revision` (a record saved
 * since → 40902, nothing written); `userId` never changes here.
 */
export async function updateDoctor(db: Kysely<Tables>, input: DoctorUpdate): Promise<Doctor> {
  const row = await inTransaction(db, async (trx) => {
    await claimRevision(trx, 'doctors', input.id, input.revision, '医生档案不存在');
    const updated = await trx
      .updateTable('doctors')
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where('id', '=', input.id)
      .returning(doctorColumns)
      .executeTakeFirst();
    if (updated) {
      await showRecordOnAccount(trx, updated.user_id, {
        name: updated.doctor_name,
        picture: updated.avatar,
      });
    }
    return updated;
  });
  if (!row) throw new ApiError(40401, '医生档案不存在');
  return toDoctor(row);
}

/**
 * Issue 32: 删除 archives the record with its account (identity/users/user-writes.ts
 * archiveUser); the assessments, results and recordings they signed keep their name.
 */
export async function archiveDoctor(
  db: Kysely<Tables>,
  id: number,
  actorId: number,
): Promise<void> {
  const record = await db
    .selectFrom('doctors')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!record) throw new ApiError(40401, '医生档案不存在');
  await archiveUser(db, record.user_id, actorId);
}
