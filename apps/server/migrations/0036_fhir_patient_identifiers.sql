-- Issue 31: what a hospital's HIS identifies a patient by, for the FHIR interface and the import.
--
-- `medical_record_number`: the hospital's medical record number (病历号), unique where known. The
-- HIS matches on it (and on the resident ID card), never on names.
-- `birth_date`: the day of birth, which FHIR's Patient.birthDate carries; `age` stays what the
-- forms show. Filled here from an 18-digit resident ID card's birth digits where they are a real
-- day (a mistyped card leaves it null rather than failing the upgrade).
ALTER TABLE patients
  ADD COLUMN medical_record_number text
    CHECK (medical_record_number ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$'),
  ADD COLUMN birth_date date;

CREATE UNIQUE INDEX patients_medical_record_number_key ON patients (medical_record_number)
  WHERE medical_record_number IS NOT NULL;
-- Identifier searches (FHIR `Patient?identifier=`) and the import's matching by ID card.
CREATE INDEX patients_identity_card_idx ON patients (upper(identity_card))
  WHERE identity_card IS NOT NULL;

DO $$
DECLARE
  row record;
BEGIN
  FOR row IN
    SELECT id, substr(identity_card, 7, 8) AS digits FROM patients
     WHERE identity_card ~ '^\d{17}[\dXx]$'
  LOOP
    BEGIN
      UPDATE patients
         SET birth_date = make_date(substr(row.digits, 1, 4)::int, substr(row.digits, 5, 2)::int,
                                    substr(row.digits, 7, 2)::int)
       WHERE id = row.id AND make_date(substr(row.digits, 1, 4)::int,
                                       substr(row.digits, 5, 2)::int,
                                       substr(row.digits, 7, 2)::int) <= current_date;
    EXCEPTION WHEN datetime_field_overflow OR invalid_datetime_format THEN
      NULL; -- not a real day: left unknown
    END;
  END LOOP;
END $$;
