-- Management lists (issue 12): patients found by the pinyin of their name, exports with their own
-- permission, and audit lines that say which filter an export used and how many rows it carried.

-- pg_trgm ships with PostgreSQL (the embedded engine included) and is a trusted extension: the
-- database's owner, who runs the migrations, may create it; the app role only uses its operators.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The server fills both when a name is saved (patients/name-pinyin.ts) and backfills rows left
-- NULL at start (rows written before this migration, or by hand): 李患者 → lihuanzhe, lhz.
ALTER TABLE patients ADD COLUMN name_pinyin text, ADD COLUMN name_initials text;

-- "Contains" search on the name's characters, full pinyin and initials: trigram indexes serve
-- ILIKE '%…%' (three characters and more) where a b-tree cannot. fastupdate off: GIN otherwise
-- queues new entries in a pending list until the next vacuum, and after a batch of new patients
-- the planner, costing that list, scanned the whole table instead (10 ms instead of 0.07 ms on
-- 10 000 patients). Patients are written rarely and searched often, so writes pay instead.
CREATE INDEX patients_name_trgm_idx ON patients
  USING gin (patient_name gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX patients_name_pinyin_trgm_idx ON patients
  USING gin (name_pinyin gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX patients_name_initials_trgm_idx ON patients
  USING gin (name_initials gin_trgm_ops) WITH (fastupdate = off);

-- What an event was about beyond its record: an export's filter and row count, a reveal's field.
ALTER TABLE audit_log ADD COLUMN detail jsonb;

-- Exporting is its own right: admins export every list, a doctor their care teams' patients.
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'patient:export'),
  ('admin', 'doctor:export'),
  ('admin', 'user:export'),
  ('doctor', 'patient:export')
ON CONFLICT DO NOTHING;
