-- Patient names found by pinyin (issue 12) with one column and one index instead of three of each:
-- the name's characters (lower case, without spaces), its full pinyin and its initials, joined by
-- spaces — 李患者 → '李患者 lihuanzhe lhz'. The search text is normalized the same way (lower case,
-- no spaces), so it can never match across two parts, and one `LIKE '%…%'` on one trigram index
-- replaces the bitmap OR of three (bench/server: the filtered list spent most of PostgreSQL's time
-- there). The server fills it when a name is saved (patients/name-pinyin.ts) and fills rows left
-- NULL at start (every row now, once; rows written by hand later). `name_pinyin` stays: the list
-- sorts names by it.
ALTER TABLE patients ADD COLUMN name_search text;

-- fastupdate off, as 0011 says: patients are written rarely and searched often.
CREATE INDEX patients_name_search_trgm_idx ON patients
  USING gin (name_search gin_trgm_ops) WITH (fastupdate = off);

DROP INDEX patients_name_trgm_idx;
DROP INDEX patients_name_pinyin_trgm_idx;
DROP INDEX patients_name_initials_trgm_idx;
ALTER TABLE patients DROP COLUMN name_initials;
