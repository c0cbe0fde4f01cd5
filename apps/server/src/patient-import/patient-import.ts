import type {
  ImportOutcome,
  PatientImportBundle,
  PatientImportCounts,
  PatientImportDifference,
  PatientImportEntry,
  PatientImportPreview,
  PatientImportResult,
  PatientImportStatus,
} from '@cep/contract';
import { patientImportLimits } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { IdentifierSystems } from '../fhir/systems';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { sqlState, UNIQUE_VIOLATION } from '../platform/lists/list-query';
import { maskIdentityCard } from '../platform/lists/masking';
import { externalPasswordHash } from '../identity/external/provision';
import { namePinyinColumns } from '../patients/name-pinyin';
import { ageOn, outcomeOf, readPatient, type ImportedPatient } from './read-patient';

/*
 * The preview and the import (issue 31, part 2). Matching is by identifiers only (the medical
 * record number, the resident ID card), never by name: the same name is two people as often as
 * not. The preview is stored (patient_imports) with every entry as read; the confirmation checks
 * them again against the patients of that moment, inside its transaction, and refuses (40912,
 * nothing written) if anything moved, so what is imported is what the admin saw.
 */

/** An entry as the preview stored it: the contract's entry and the Patient as read. */
interface StoredEntry extends PatientImportEntry {
  patient?: ImportedPatient;
}

/** A patient of ours an entry's identifiers point at. */
interface Existing {
  id: number;
  patient_name: string;
  sex: '男' | '女' | null;
  birth_date: string | null;
  medical_record_number: string | null;
  identity_card: string | null;
  phone: string | null;
  address: string | null;
  age: number | null;
}

/** The account name of an imported patient: `mr` + the medical record number, lower case. */
export function usernameOf(mrn: string): string {
  return `mr${mrn.toLowerCase()}`;
}

/** Today in China (birth dates and ages are the hospital's calendar days). */
function today(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

function summaryOf(patient: Partial<ImportedPatient>): PatientImportEntry['summary'] {
  return {
    name: patient.name ?? null,
    sex: patient.sex ?? null,
    birthDate: patient.birthDate ?? null,
    mrn: patient.mrn ?? null,
    idCardMasked: maskIdentityCard(patient.idCard ?? null),
  };
}

function invalid(entry: StoredEntry, outcome: ImportOutcome): StoredEntry {
  const { patient: _dropped, patientId: _id, differences: _differences, ...rest } = entry;
  return { ...rest, status: 'invalid', outcome };
}

/** The patients the entries' identifiers point at (locked when `lock`: the confirmation). */
async function existingOf(
  db: Kysely<Tables>,
  patients: ImportedPatient[],
  lock: boolean,
): Promise<Existing[]> {
  const mrns = patients.flatMap((patient) => (patient.mrn ? [patient.mrn] : []));
  const cards = patients.flatMap((patient) => (patient.idCard ? [patient.idCard] : []));
  if (mrns.length === 0 && cards.length === 0) return [];
  const query = sql<Existing>`
    SELECT id, patient_name, sex, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
           medical_record_number, identity_card, phone, address, age
      FROM patients
     WHERE medical_record_number = ANY(${mrns}::text[])
        OR upper(identity_card) = ANY(${cards}::text[])
     ORDER BY id
     ${lock ? sql`FOR UPDATE` : sql``}`;
  return (await query.execute(db)).rows;
}

async function takenUsernames(db: Kysely<Tables>, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await sql<{ name: string }>`
    SELECT lower(username) AS name FROM users WHERE lower(username) = ANY(${names}::text[])`.execute(
    db,
  );
  return new Set(rows.rows.map((row) => row.name));
}

/**
 * Decides each read entry's status against the patients now: new, match or conflict (an entry
 * already invalid stays so; a second entry with an identifier of an earlier one becomes invalid).
 */
async function classify(
  db: Kysely<Tables>,
  entries: StoredEntry[],
  lock: boolean,
): Promise<StoredEntry[]> {
  const readable = entries.flatMap((entry) => (entry.patient ? [entry.patient] : []));
  const existing = await existingOf(db, readable, lock);
  const byMrn = new Map(
    existing.flatMap((row) =>
      row.medical_record_number ? [[row.medical_record_number, row]] : [],
    ),
  );
  const byCard = new Map(
    existing.flatMap((row) => (row.identity_card ? [[row.identity_card.toUpperCase(), row]] : [])),
  );
  const taken = await takenUsernames(
    db,
    readable.flatMap((patient) => (patient.mrn ? [usernameOf(patient.mrn)] : [])),
  );
  const seenMrn = new Map<string, number>();
  const seenCard = new Map<string, number>();
  const seenUsername = new Map<string, number>();

  return entries.map((entry): StoredEntry => {
    const patient = entry.patient;
    if (!patient) return entry;
    const base: StoredEntry = {
      index: entry.index,
      ...(entry.fullUrl !== undefined ? { fullUrl: entry.fullUrl } : {}),
      status: 'new',
      summary: entry.summary,
      patient,
    };
    const at = `Bundle.entry[${entry.index}].resource.identifier`;
    const duplicate = (earlier: number, what: string) =>
      invalid(
        base,
        outcomeOf([
          {
            severity: 'error',
            code: 'duplicate',
            diagnostics: `${what}与第 ${earlier + 1} 条重复（同一 Bundle 中每位患者只能出现一次）`,
            expression: [at],
          },
        ]),
      );
    const username = patient.mrn ? usernameOf(patient.mrn) : undefined;
    const earlierMrn = patient.mrn ? seenMrn.get(patient.mrn) : undefined;
    if (earlierMrn !== undefined) return duplicate(earlierMrn, '病历号');
    const earlierCard = patient.idCard ? seenCard.get(patient.idCard) : undefined;
    if (earlierCard !== undefined) return duplicate(earlierCard, '身份证号');
    const earlierName = username ? seenUsername.get(username) : undefined;
    if (earlierName !== undefined) return duplicate(earlierName, '病历号（不区分大小写）');
    if (patient.mrn) seenMrn.set(patient.mrn, entry.index);
    if (patient.idCard) seenCard.set(patient.idCard, entry.index);
    if (username) seenUsername.set(username, entry.index);

    const mrnRow = patient.mrn ? byMrn.get(patient.mrn) : undefined;
    const cardRow = patient.idCard ? byCard.get(patient.idCard) : undefined;
    if (mrnRow && cardRow && mrnRow.id !== cardRow.id) {
      return { ...base, status: 'conflict', patientId: mrnRow.id, differences: ['twoPatients'] };
    }
    const row = mrnRow ?? cardRow;
    if (!row) {
      if (!patient.mrn) {
        return invalid(
          base,
          outcomeOf([
            {
              severity: 'error',
              code: 'required',
              diagnostics: '没有与身份证号匹配的患者；新患者需要病历号才能建档',
              expression: [at],
            },
          ]),
        );
      }
      if (username && taken.has(username)) {
        return { ...base, status: 'conflict', differences: ['username'] };
      }
      return base;
    }
    const differences: PatientImportDifference[] = [];
    if (row.patient_name.trim() !== patient.name) differences.push('name');
    if (row.sex && patient.sex && row.sex !== patient.sex) differences.push('sex');
    if (row.birth_date && patient.birthDate && row.birth_date !== patient.birthDate) {
      differences.push('birthDate');
    }
    if (row.medical_record_number && patient.mrn && row.medical_record_number !== patient.mrn) {
      differences.push('medicalRecordNumber');
    }
    if (row.identity_card && patient.idCard && row.identity_card.toUpperCase() !== patient.idCard) {
      differences.push('identityCard');
    }
    if (differences.length > 0) {
      return { ...base, status: 'conflict', patientId: row.id, differences };
    }
    return { ...base, status: 'match', patientId: row.id };
  });
}

function countsOf(entries: PatientImportEntry[]): PatientImportCounts {
  const counts: PatientImportCounts = { new: 0, match: 0, conflict: 0, invalid: 0 };
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}

/** The contract's entry: without the Patient as read (its ID card is only shown masked). */
function shownEntry(entry: StoredEntry): PatientImportEntry {
  const { patient: _patient, ...shown } = entry;
  return shown;
}

/** Reads and classifies `bundle` and stores the preview; writes no patient. */
export async function previewImport(
  db: Kysely<Tables>,
  bundle: PatientImportBundle,
  known: IdentifierSystems,
  createdBy: number,
  now: Date,
): Promise<PatientImportPreview> {
  const day = today(now);
  const read: StoredEntry[] = bundle.entry.map((entry, index) => {
    const fullUrl = typeof entry.fullUrl === 'string' ? entry.fullUrl : undefined;
    const result = readPatient(entry.resource, index, known, day);
    const head = { index, ...(fullUrl !== undefined ? { fullUrl } : {}) };
    if (!result.ok) {
      return {
        ...head,
        status: 'invalid' as PatientImportStatus,
        summary: summaryOf(result.partial),
        outcome: result.outcome,
      };
    }
    return {
      ...head,
      status: 'new' as PatientImportStatus,
      summary: summaryOf(result.patient),
      patient: result.patient,
    };
  });
  const entries = await classify(db, read, false);
  const counts = countsOf(entries);
  const expiresAt = new Date(now.getTime() + patientImportLimits.previewTtlMs);
  // Previews a day past their expiry go (their Patients' data has no use left).
  await db
    .deleteFrom('patient_imports')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600_000))
    .execute();
  const { id } = await db
    .insertInto('patient_imports')
    .values({
      created_by: createdBy,
      expires_at: expiresAt,
      counts: JSON.stringify(counts),
      entries: JSON.stringify(entries),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    previewId: id,
    expiresAt: expiresAt.toISOString(),
    counts,
    entries: entries.map(shownEntry),
  };
}

/** Same status and same patient: what the admin saw still holds. */
function unchanged(before: StoredEntry, now: StoredEntry): boolean {
  return (
    before.status === now.status &&
    before.patientId === now.patientId &&
    (before.differences ?? []).join() === (now.differences ?? []).join()
  );
}

/**
 * Imports preview `previewId` of `userId`'s, in `trx` (the caller's transaction, with its audit
 * line): new entries become an account (no password: '!external', an admin sets one to let them
 * sign in) and a record; a match's empty fields are filled; conflicts and invalid entries are
 * left out. All or nothing.
 */
export async function confirmImport(
  trx: Kysely<Tables>,
  previewId: string,
  userId: number,
  now: Date,
): Promise<PatientImportResult> {
  const preview = await trx
    .selectFrom('patient_imports')
    .select(['id', 'status', 'expires_at', 'entries', 'created_by'])
    .where('id', '=', previewId)
    .forUpdate()
    .executeTakeFirst();
  if (!preview || preview.created_by !== userId) throw new ApiError(40401, '导入预览不存在');
  if (preview.status === 'imported') throw new ApiError(40910);
  if (preview.expires_at.getTime() <= now.getTime()) throw new ApiError(40911);

  const stored = preview.entries as StoredEntry[];
  const again = await classify(trx, stored, true);
  const moved = again.find((entry, position) => !unchanged(stored[position]!, entry));
  if (moved) {
    throw new ApiError(40912, `患者数据在预览后已变化（第 ${moved.index + 1} 条），请重新预览`);
  }

  const day = today(now);
  const fresh = again.filter((entry) => entry.status === 'new' && entry.patient?.mrn);
  const patientIds: number[] = [];
  try {
    if (fresh.length > 0) {
      const accounts = await trx
        .insertInto('users')
        .values(
          fresh.map((entry) => ({
            username: usernameOf(entry.patient!.mrn!),
            password_hash: externalPasswordHash,
            name: entry.patient!.name,
            user_auth: '2' as const,
          })),
        )
        .returning(['id', 'username'])
        .execute();
      const accountOf = new Map(accounts.map((row) => [row.username, row.id]));
      await trx
        .insertInto('user_roles')
        .values(accounts.map((row) => ({ user_id: row.id, role_key: 'patient' })))
        .execute();
      const created = await trx
        .insertInto('patients')
        .values(
          fresh.map((entry) => {
            const patient = entry.patient!;
            return {
              user_id: accountOf.get(usernameOf(patient.mrn!))!,
              patient_name: patient.name,
              ...namePinyinColumns(patient.name),
              sex: patient.sex,
              birth_date: patient.birthDate,
              age: patient.birthDate ? ageOn(patient.birthDate, day) : null,
              medical_record_number: patient.mrn,
              identity_card: patient.idCard,
              phone: patient.phone,
              address: patient.address,
            };
          }),
        )
        .returning(['id', 'medical_record_number'])
        .execute();
      const idOf = new Map(created.map((row) => [row.medical_record_number, row.id]));
      for (const entry of fresh) patientIds.push(idOf.get(entry.patient!.mrn)!);
    }
  } catch (error) {
    // Taken meanwhile by a write that committed after the checks above: nothing is kept.
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40912);
    throw error;
  }

  // A match: the record's empty fields take the HIS's values; nothing it has is overwritten.
  const matched = again.filter((entry) => entry.status === 'match');
  const existing = new Map(
    (
      await existingOf(
        trx,
        matched.map((entry) => entry.patient!),
        false,
      )
    ).map((row) => [row.id, row]),
  );
  let updated = 0;
  for (const entry of matched) {
    const row = existing.get(entry.patientId!);
    const patient = entry.patient!;
    if (!row) continue;
    const fill = {
      ...(row.medical_record_number === null && patient.mrn
        ? { medical_record_number: patient.mrn }
        : {}),
      ...(row.identity_card === null && patient.idCard ? { identity_card: patient.idCard } : {}),
      ...(row.birth_date === null && patient.birthDate ? { birth_date: patient.birthDate } : {}),
      ...(row.age === null && patient.birthDate ? { age: ageOn(patient.birthDate, day) } : {}),
      ...(row.sex === null && patient.sex ? { sex: patient.sex } : {}),
      ...(row.phone === null && patient.phone ? { phone: patient.phone } : {}),
      ...(row.address === null && patient.address ? { address: patient.address } : {}),
    };
    if (Object.keys(fill).length === 0) continue;
    try {
      await trx
        .updateTable('patients')
        .set({ ...fill, updated_at: now, revision: sql<number>`revision + 1` })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40912);
      throw error;
    }
    updated += 1;
  }

  const counts = countsOf(again);
  const result: PatientImportResult = {
    previewId,
    imported: patientIds.length,
    updated,
    skipped: counts.conflict + counts.invalid,
    patientIds,
  };
  await trx
    .updateTable('patient_imports')
    .set({
      status: 'imported',
      imported_at: now,
      result: JSON.stringify(result),
      // The patients carry the data from now on.
      entries: '[]',
    })
    .where('id', '=', previewId)
    .execute();
  return result;
}
