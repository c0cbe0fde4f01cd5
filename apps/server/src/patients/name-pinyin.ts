import { pinyin } from 'pinyin-pro';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/*
 * Patients are found by the pinyin of their name (issue 12): clinicians type `lhz` or `lihuanzhe`
 * for 李患者 on a keyboard without an input method. The pinyin is computed here, in JavaScript
 * (PostgreSQL has no pinyin), and kept in the search text the list matches on a trigram index.
 */

/** 李患者 → { pinyin: 'lihuanzhe', initials: 'lhz' }; a Latin word gives one initial (Anna 吕 → al), digits stay. */
export function namePinyin(name: string): { pinyin: string; initials: string } {
  const syllables = pinyin(name, {
    toneType: 'none',
    type: 'array',
    v: true,
    nonZh: 'consecutive',
  });
  const parts = syllables.map((part) => part.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return {
    pinyin: parts.join(''),
    initials: parts.map((part) => (/^[a-z]/.test(part) ? part[0] : part)).join(''),
  };
}

/** A name or a search text as the name filter compares them: lower case, without spaces. */
export function searchForm(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/**
 * The columns to write with a patient's name: the pinyin (the sort) and the search text, its
 * three forms joined by spaces (李患者 → '李患者 lihuanzhe lhz'), which a search text (no spaces)
 * cannot match across.
 */
export function namePinyinColumns(name: string): { name_pinyin: string; name_search: string } {
  const { pinyin: full, initials } = namePinyin(name);
  return { name_pinyin: full, name_search: [searchForm(name), full, initials].join(' ') };
}

/**
 * Fills the pinyin and search text of patients who have none (rows written before migration
 * 0023 or outside the server), a batch at a time; returns how many. Run at start, after the
 * migrations.
 */
export async function backfillNamePinyin(db: Kysely<Tables>, batch = 1000): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .selectFrom('patients')
      .select(['id', 'patient_name'])
      .where('name_search', 'is', null)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return filled;
    const values = rows.map((row) => ({ id: row.id, ...namePinyinColumns(row.patient_name) }));
    await sql`UPDATE patients AS p
      SET name_pinyin = v.name_pinyin, name_search = v.name_search
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        AS v(id integer, name_pinyin text, name_search text)
      WHERE p.id = v.id`.execute(db);
    filled += rows.length;
  }
}
