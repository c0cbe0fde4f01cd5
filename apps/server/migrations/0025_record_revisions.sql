-- No silent lost update (issue 28, item 7): every record a clinician or an administrator edits
-- carries a revision, raised by one on every write of the record; an update names the revision it
-- was based on and is refused (40902) when the row has moved on. `assessments` has had one since
-- 0014. Existing rows start at 0, like a new draft.

ALTER TABLE training_plans ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE patients ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE doctors ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE announcements ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE patient_groups ADD COLUMN revision integer NOT NULL DEFAULT 0;
