import type { FhirPractitionerSearch } from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../../platform/auth/sessions';
import type { Tables } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/api-error';
import { containsPattern } from '../../platform/lists/list-query';
import { maskPhone } from '../../platform/lists/masking';
import type { FhirResource, Paging } from '../bundle';
import { dateCondition, instant } from '../dates';
import { namesOf } from '../patient';
import { systems } from '../systems';
import { idCondition, searchPage, splitToken } from '../search';

/*
 * FHIR Practitioner (issue 31) from a doctor record, with the rules of the doctor calls
 * (doctors/routes.ts): whoever holds doctor:list (the admin, doctors) reads every record, the phone
 * masked unless the record is the caller's own. The name in characters and in pinyin (as Patient),
 * the occupational certificate number, and the profession (医生/康复师/训练师/护士) as qualification.
 */

export interface PractitionerRow {
  id: number;
  user_id: number;
  doctor_name: string;
  phone: string | null;
  sex: '男' | '女' | null;
  job: string | null;
  occupational_number: string | null;
  updated_at: Date;
  /** Archived with their account (issue 32): no longer in active practice here. */
  archived_at: Date | null;
}

const columns = sql`d.id, d.user_id, d.doctor_name, d.phone, d.sex, d.job, d.occupational_number,
                    d.updated_at, d.archived_at`;

export function toFhirPractitioner(
  row: PractitionerRow,
  session: Pick<Session, 'userId'>,
): FhirResource {
  const phone = row.user_id === session.userId ? row.phone : maskPhone(row.phone);
  return {
    resourceType: 'Practitioner',
    id: String(row.id),
    meta: { lastUpdated: instant(row.updated_at) },
    ...(row.occupational_number
      ? {
          identifier: [
            {
              use: 'official',
              type: { text: '执业证书编号' },
              system: systems.occupationalNumber,
              value: row.occupational_number,
            },
          ],
        }
      : {}),
    active: row.archived_at === null,
    name: namesOf(row.doctor_name),
    ...(phone ? { telecom: [{ system: 'phone', value: phone, use: 'work' }] } : {}),
    gender: row.sex === '男' ? 'male' : row.sex === '女' ? 'female' : 'unknown',
    ...(row.job ? { qualification: [{ code: { text: row.job } }] } : {}),
  };
}

export async function readPractitioner(db: Kysely<Tables>, id: number): Promise<PractitionerRow> {
  const { rows } = await sql<PractitionerRow>`
    SELECT ${columns} FROM doctors d WHERE d.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) throw new ApiError(40401, 'Practitioner 资源不存在');
  return row;
}

/** `identifier=`: the occupational number, with its system or none. */
function identifierCondition(token: string): RawBuilder<SqlBool> {
  const { system, value } = splitToken(token);
  if (system !== undefined && system !== systems.occupationalNumber) return sql<SqlBool>`false`;
  return sql<SqlBool>`d.occupational_number = ${value}`;
}

export function searchPractitioners(
  db: Kysely<Tables>,
  query: FhirPractitionerSearch,
  paging: Paging,
): Promise<{ rows: PractitionerRow[]; total: number }> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query._id !== undefined) conditions.push(idCondition(sql.ref('d.id'), query._id));
  if (query.identifier) conditions.push(identifierCondition(query.identifier));
  if (query.name) {
    conditions.push(sql<SqlBool>`d.doctor_name ILIKE ${containsPattern(query.name)}`);
  }
  for (const value of query._lastUpdated ?? []) {
    conditions.push(dateCondition(sql.ref('d.updated_at'), value));
  }
  return searchPage<PractitionerRow>(
    db,
    { columns, from: sql`doctors d`, conditions, order: sql`d.id` },
    paging,
  );
}
