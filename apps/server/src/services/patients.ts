import type {
  Page,
  Patient,
  PatientCreate,
  PatientExportQuery,
  PatientListQuery,
  PatientUpdate,
} from '@cep/contract';
import { inTransaction } from '../db/transaction';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { PatientsTable, Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  containsPattern,
  FOREIGN_KEY_VIOLATION,
  fetchPage,
  offsetOf,
  sqlState,
  totalOf,
  UNIQUE_VIOLATION,
} from './list-query';
import { maskIdentityCard, maskPhone } from './masking';
import { namePinyinColumns } from './name-pinyin';
import { createUser, requireAccountOfKind, showRecordOnAccount } from './users';

/** Every column the API shows, in its order. */
const patientColumns = [
  'id',
  'user_id',
  'patient_name',
  'phone',
  'age',
  'sex',
  'portrait',
  'job',
  'hobby',
  'handedness',
  'address',
  'edu',
  'identity_card',
] as const;

export type PatientRow = Pick<Selectable<PatientsTable>, (typeof patientColumns)[number]>;

export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    userId: row.user_id,
    patientName: row.patient_name,
    phone: row.phone,
    age: row.age,
    sex: row.sex,
    portrait: row.portrait,
    job: row.job,
    hobby: row.hobby,
    handedness: row.handedness,
    address: row.address,
    edu: row.edu,
    identityCard: row.identity_card,
  };
}

/** The record as shown to anyone but its owner: phone and ID card masked. */
export function maskPatient(record: Patient): Patient {
  return {
    ...record,
    phone: maskPhone(record.phone),
    identityCard: maskIdentityCard(record.identityCard),
  };
}

type PatientFields = Omit<PatientCreate, 'userId'>;

/**
 * The columns of the fields sent; a field left out stays as it is (undefined is not written). A
 * name comes with its pinyin, which the list's name filter searches.
 */
function columnsOf(input: PatientFields): Updateable<PatientsTable> {
  return {
    patient_name: input.patientName,
    ...namePinyinColumns(input.patientName),
    phone: input.phone,
    age: input.age,
    sex: input.sex,
    portrait: input.portrait,
    job: input.job,
    hobby: input.hobby,
    handedness: input.handedness,
    address: input.address,
    edu: input.edu,
    identity_card: input.identityCard,
  };
}

/**
 * Which patients a caller may see: every one (admins), those on the care teams of a doctor record
 * (`doctorId`; null for a doctor account without a record: nobody), or only the caller's own
 * record (patients).
 */
export type PatientScope =
  { kind: 'all' } | { kind: 'team'; doctorId: number | null } | { kind: 'self'; userId: number };

/**
 * The rows of `patients` a limited scope lets through. A doctor's team is an EXISTS on
 * care_team_members with the doctor record's id as a constant, so PostgreSQL plans with that
 * doctor's own row estimate and walks the (doctor_id, patient_id) index in id order (a join to
 * `doctors` by account instead hides the id from the planner: 30 ms instead of 0.1 ms for a small
 * team among 10 000 patients).
 */
function inScope(
  eb: ExpressionBuilder<Tables, 'patients'>,
  scope: Exclude<PatientScope, { kind: 'all' }>,
): Expression<SqlBool> {
  if (scope.kind === 'self') return eb('patients.user_id', '=', scope.userId);
  if (scope.doctorId === null) return sql<SqlBool>`false`;
  return eb.exists(
    eb
      .selectFrom('care_team_members as m')
      .select('m.doctor_id')
      .whereRef('m.patient_id', '=', 'patients.id')
      .where('m.doctor_id', '=', scope.doctorId),
  );
}

/** The record `id`, if it exists and `scope` lets the caller see it. */
export async function findPatient(
  db: Kysely<Tables>,
  id: number,
  scope: PatientScope = { kind: 'all' },
): Promise<Patient | undefined> {
  let query = db.selectFrom('patients').select(patientColumns).where('id', '=', id);
  if (scope.kind !== 'all') query = query.where((eb) => inScope(eb, scope));
  const row = await query.executeTakeFirst();
  return row && toPatient(row);
}

type PatientFilters = Omit<PatientListQuery, 'pageNum' | 'pageSize'>;

/**
 * The patients `scope` reaches that match the filters. `name` matches the characters, the full
 * pinyin or the initials (trigram indexes, migration 0011); `doctorId` keeps that clinician's care
 * team, an EXISTS on the (doctor_id, patient_id) index like a doctor's own scope.
 */
function filteredPatients(db: Kysely<Tables>, query: PatientFilters, scope: PatientScope) {
  let filtered = db.selectFrom('patients');
  if (scope.kind !== 'all') filtered = filtered.where((eb) => inScope(eb, scope));
  const { name, doctorId } = query;
  if (name) {
    const pattern = containsPattern(name);
    const latin = containsPattern(name.toLowerCase().replace(/\s+/g, ''));
    filtered = filtered.where((eb) =>
      eb.or([
        eb('patient_name', 'ilike', pattern),
        eb('name_pinyin', 'like', latin),
        eb('name_initials', 'like', latin),
      ]),
    );
  }
  if (query.phone) filtered = filtered.where('phone', 'like', containsPattern(query.phone));
  if (query.sex) filtered = filtered.where('sex', '=', query.sex);
  if (query.edu) filtered = filtered.where('edu', '=', query.edu);
  if (query.ageMin !== undefined) filtered = filtered.where('age', '>=', query.ageMin);
  if (query.ageMax !== undefined) filtered = filtered.where('age', '<=', query.ageMax);
  if (doctorId !== undefined) {
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('care_team_members as t')
          .select('t.doctor_id')
          .whereRef('t.patient_id', '=', 'patients.id')
          .where('t.doctor_id', '=', doctorId),
      ),
    );
  }
  if (query.userId !== undefined) filtered = filtered.where('user_id', '=', query.userId);
  return filtered;
}

/** True when no filter narrows the list (its total is the trigger-kept count). */
function unfiltered(query: PatientFilters, scope: PatientScope): boolean {
  return (
    scope.kind === 'all' &&
    !query.name &&
    !query.phone &&
    !query.sex &&
    !query.edu &&
    query.ageMin === undefined &&
    query.ageMax === undefined &&
    query.doctorId === undefined &&
    query.userId === undefined
  );
}

/**
 * The rows in the sort asked for, ties by id. A name sorts by its pinyin (the order a Chinese
 * reader expects, which code-point order of the characters is not); unknown ages go last.
 */
function sortedPatients(
  filtered: ReturnType<typeof filteredPatients>,
  { sortBy = 'id', sortOrder }: Pick<PatientFilters, 'sortBy' | 'sortOrder'>,
) {
  const rows = filtered.select(patientColumns);
  const direction = sortOrder === 'desc' ? 'desc' : 'asc';
  if (sortBy === 'id') return rows.orderBy('id', direction);
  const ordered =
    sortBy === 'patientName'
      ? rows
          .orderBy(sql`name_pinyin ${sql.raw(direction)} nulls last`)
          .orderBy('patient_name', direction)
      : sortBy === 'age'
        ? rows.orderBy(sql`age ${sql.raw(direction)} nulls last`)
        : rows.orderBy(sql`sex ${sql.raw(direction)} nulls last`);
  return ordered.orderBy('id', direction);
}

/** A page of the patients `scope` reaches; the records come as stored (the caller masks). */
export async function listPatients(
  db: Kysely<Tables>,
  query: PatientListQuery,
  scope: PatientScope,
): Promise<Page<Patient>> {
  const filtered = filteredPatients(db, query, scope);
  return fetchPage(
    query,
    () => sortedPatients(filtered, query).limit(query.pageSize).offset(offsetOf(query)).execute(),
    () => totalOf(db, 'patients', unfiltered(query, scope), filtered),
    toPatient,
  );
}

/** How many patients an export of `query` would write. */
export async function countPatientExport(
  db: Kysely<Tables>,
  query: PatientExportQuery,
  scope: PatientScope,
): Promise<number> {
  return Number(
    await totalOf(db, 'patients', unfiltered(query, scope), filteredPatients(db, query, scope)),
  );
}

/** The statement of an export's rows (at most `limit`), for a cursor. */
export function patientExportRows(
  db: Kysely<Tables>,
  query: PatientExportQuery,
  scope: PatientScope,
  limit: number,
) {
  return sortedPatients(filteredPatients(db, query, scope), query)
    .limit(limit)
    .compile();
}

/**
 * Adds the record of a patient account (userAuth '2'); one record per account → 40901. With
 * `account` instead of `userId`, the account is made first (named after the patient, role
 * patient), in the same transaction: a taken username → 40901 and nothing is kept.
 */
export async function createPatient(db: Kysely<Tables>, input: PatientCreate): Promise<Patient> {
  const { userId, account, ...fields } = input;
  try {
    const row = await inTransaction(db, async (trx) => {
      let owner: number;
      if (account) {
        const created = await createUser(trx, {
          username: account.username,
          password: account.password,
          name: fields.patientName,
          userAuth: '2',
        });
        owner = created.id;
      } else {
        if (userId === undefined) throw new ApiError(40001, '参数校验失败：请提供userId或新账号');
        await requireAccountOfKind(trx, userId, '2');
        owner = userId;
      }
      const values: Insertable<PatientsTable> = {
        ...columnsOf(fields),
        patient_name: fields.patientName,
        user_id: owner,
      };
      const created = await trx
        .insertInto('patients')
        .values(values)
        .returning(patientColumns)
        .executeTakeFirstOrThrow();
      await showRecordOnAccount(trx, created.user_id, {
        name: created.patient_name,
        picture: created.portrait,
      });
      return created;
    });
    return toPatient(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40901, '该用户已有患者档案');
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new ApiError(40401, '用户不存在');
    throw error;
  }
}

/** Writes the fields sent (the caller has checked who may); `userId` never changes here. */
export async function updatePatient(db: Kysely<Tables>, input: PatientUpdate): Promise<Patient> {
  const row = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('patients')
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where('id', '=', input.id)
      .returning(patientColumns)
      .executeTakeFirst();
    if (updated) {
      await showRecordOnAccount(trx, updated.user_id, {
        name: updated.patient_name,
        picture: updated.portrait,
      });
    }
    return updated;
  });
  if (!row) throw new ApiError(40401, '患者档案不存在');
  return toPatient(row);
}

export async function deletePatient(db: Kysely<Tables>, id: number): Promise<void> {
  const deleted = await db.deleteFrom('patients').where('id', '=', id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new ApiError(40401, '患者档案不存在');
}
