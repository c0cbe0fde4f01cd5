import type { FhirPatientSearch } from '@cep/contract';
import { sql, type Kysely, type SqlBool, type RawBuilder } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { Session } from '../platform/auth/sessions';
import type { Tables } from '../platform/db/schema';
import { containsPattern } from '../platform/lists/list-query';
import { maskIdentityCard, maskPhone } from '../platform/lists/masking';
import { searchForm } from '../patients/name-pinyin';
import type { PatientScope } from '../patients/patients';
import type { FhirResource, Paging } from './bundle';
import { dateCondition, dayStart, instant } from './dates';
import { inPatientScope, outOfScope } from './scope';
import { idCondition, integerId, splitToken } from './search';
import { systems, type IdentifierSystems } from './systems';

/*
 * FHIR Patient (issue 31) from a patient record: the name in characters and in pinyin, sex,
 * birth date, the medical record number and the resident ID card (masked unless the caller may see
 * it in full: the patient themself, or a clinician who confirmed their identity within the step-up
 * window and holds the reveal permission, as 查看完整号码 in the console).
 */

const columns = [
  'p.id',
  'p.patient_name',
  'p.sex',
  'p.phone',
  'p.address',
  'p.identity_card',
  'p.medical_record_number',
  'p.user_id',
  'p.archived_at',
] as const;

interface PatientRow {
  id: number;
  patient_name: string;
  sex: '男' | '女' | null;
  phone: string | null;
  address: string | null;
  identity_card: string | null;
  medical_record_number: string | null;
  user_id: number;
  /** Archived (issue 32): kept as medical record, no longer in active use. */
  archived_at: Date | null;
  birth_date: string | null;
  updated_at: Date;
}

/** Chinese surnames of two characters (复姓) that FHIR's `family` keeps whole. */
const doubleSurnames = new Set([
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '万俟',
  '闻人',
  '澹台',
  '公冶',
  '呼延',
]);

/** 李患者 → family 李, given 患者; 欧阳明 → 欧阳, 明; a name that is not Chinese stays whole. */
function splitName(name: string): { family?: string; given?: string[] } {
  if (!/^[\u4e00-\u9fff]{2,}$/.test(name)) return {};
  const length = doubleSurnames.has(name.slice(0, 2)) && name.length > 2 ? 2 : 1;
  return { family: name.slice(0, length), given: [name.slice(length)] };
}

/** A Chinese name in pinyin, as on a passport: 李患者 → Li Huanzhe. */
function pinyinName(family: string, given: string): { family: string; given: string } {
  const spell = (text: string, surname: boolean) => {
    const syllables = pinyin(text, {
      toneType: 'none',
      type: 'array',
      v: true,
      ...(surname ? { surname: 'head' as const } : {}),
    });
    const joined = syllables.join('').replace(/[^A-Za-z]/g, '');
    return joined.charAt(0).toUpperCase() + joined.slice(1).toLowerCase();
  };
  return { family: spell(family, true), given: spell(given, false) };
}

function representation(code: 'IDE' | 'ABC') {
  return [{ url: systems.nameRepresentation, valueCode: code }];
}

export function namesOf(name: string) {
  const parts = splitName(name);
  const characters = {
    extension: representation('IDE'),
    use: 'official',
    text: name,
    ...(parts.family ? { family: parts.family, given: parts.given } : {}),
  };
  if (!parts.family || !parts.given?.[0]) return [characters];
  const spelled = pinyinName(parts.family, parts.given[0]);
  return [
    characters,
    {
      extension: representation('ABC'),
      use: 'official',
      text: `${spelled.family} ${spelled.given}`,
      family: spelled.family,
      given: [spelled.given],
    },
  ];
}

export interface PatientView {
  session: Session;
  /** The caller may see ID card and phone numbers in full (revealed by step-up). */
  mayReveal: boolean;
  systems: IdentifierSystems;
}

/** The FHIR Patient of a record, as `view`'s caller may see it. */
export function toFhirPatient(row: PatientRow, view: PatientView): FhirResource {
  const own = row.user_id === view.session.userId;
  const full = own || view.mayReveal;
  const idCard = full ? row.identity_card : maskIdentityCard(row.identity_card);
  const phone = full ? row.phone : maskPhone(row.phone);
  const identifier = [
    { use: 'secondary', system: systems.platformPatientId, value: String(row.id) },
    ...(row.medical_record_number
      ? [
          {
            use: 'usual',
            type: { coding: [{ system: systems.v2IdentifierType, code: 'MR' }], text: '病历号' },
            system: view.systems.medicalRecordNumber,
            value: row.medical_record_number,
          },
        ]
      : []),
    ...(idCard
      ? [
          {
            use: 'official',
            type: {
              coding: [{ system: systems.v2IdentifierType, code: 'NNCHN' }],
              text: '居民身份证',
            },
            system: view.systems.residentIdCard,
            value: idCard,
          },
        ]
      : []),
  ];
  return {
    resourceType: 'Patient',
    id: String(row.id),
    meta: { lastUpdated: instant(row.updated_at) },
    identifier,
    // An archived patient's record is kept (medical record) but no longer in use.
    active: row.archived_at === null,
    name: namesOf(row.patient_name),
    ...(phone ? { telecom: [{ system: 'phone', value: phone, use: 'mobile' }] } : {}),
    gender: row.sex === '男' ? 'male' : row.sex === '女' ? 'female' : 'unknown',
    ...(row.birth_date ? { birthDate: row.birth_date } : {}),
    ...(row.address ? { address: [{ text: row.address, country: 'CN' }] } : {}),
  };
}

function selectPatients(db: Kysely<Tables>) {
  return db
    .selectFrom('patients as p')
    .select(columns)
    .select([
      sql<string | null>`to_char(p.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'p.updated_at',
    ]);
}

/** One patient record in `scope`, or the refusal `outOfScope` names. */
export async function readPatient(
  db: Kysely<Tables>,
  id: number,
  scope: PatientScope,
): Promise<PatientRow> {
  const row = await selectPatients(db)
    .where('p.id', '=', id)
    .where(inPatientScope(sql.ref('p.id'), scope))
    .executeTakeFirst();
  if (!row) throw outOfScope(scope, 'Patient');
  return row as PatientRow;
}

/** The condition of `identifier=`: a medical record number, an ID card or our patient id. */
function identifierCondition(token: string, known: IdentifierSystems): RawBuilder<SqlBool> {
  const { system, value } = splitToken(token);
  const any = system === undefined;
  const on: RawBuilder<SqlBool>[] = [];
  if (any || system === known.medicalRecordNumber) {
    on.push(sql<SqlBool>`p.medical_record_number = ${value}`);
  }
  if (any || system === known.residentIdCard) {
    on.push(sql<SqlBool>`upper(p.identity_card) = upper(${value})`);
  }
  const id = integerId(value);
  if ((any || system === systems.platformPatientId) && id !== undefined) {
    on.push(sql<SqlBool>`p.id = ${id}::integer`);
  }
  if (on.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(on, sql` OR `)})`;
}

/** A page of the patients `scope` reaches that match the search, and how many match. */
export async function searchPatients(
  db: Kysely<Tables>,
  query: FhirPatientSearch,
  scope: PatientScope,
  known: IdentifierSystems,
  paging: Paging,
): Promise<{ rows: PatientRow[]; total: number }> {
  const conditions: RawBuilder<SqlBool>[] = [inPatientScope(sql.ref('p.id'), scope)];
  if (query._id !== undefined) conditions.push(idCondition(sql.ref('p.id'), query._id));
  if (query.identifier) conditions.push(identifierCondition(query.identifier, known));
  if (query.name) {
    conditions.push(sql<SqlBool>`p.name_search LIKE ${containsPattern(searchForm(query.name))}`);
  }
  if (query.gender) {
    const sex = { male: '男', female: '女' }[query.gender as 'male' | 'female'];
    conditions.push(
      sex
        ? sql<SqlBool>`p.sex = ${sex}`
        : query.gender === 'unknown'
          ? sql<SqlBool>`p.sex IS NULL`
          : sql<SqlBool>`false`,
    );
  }
  for (const value of query.birthdate ?? []) {
    conditions.push(dateCondition(dayStart(sql.ref('p.birth_date')), value));
  }
  for (const value of query._lastUpdated ?? []) {
    conditions.push(dateCondition(sql.ref('p.updated_at'), value));
  }
  const where = sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
  const [rows, counted] = await Promise.all([
    paging.count === 0
      ? Promise.resolve([])
      : selectPatients(db)
          .where(where)
          .orderBy('p.id')
          .limit(paging.count)
          .offset(paging.offset)
          .execute(),
    db
      .selectFrom('patients as p')
      .select(sql<string>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as PatientRow[], total: Number(counted.n) };
}
