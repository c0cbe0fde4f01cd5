-- An upload belongs to the record whose picture it is (issue 11 §3 Files): a patient's portrait is
-- patient data, served only to those who may see that patient, and deleted with the record.
-- The link is made here, in the database, whenever a record saves a picture address, so every
-- path that writes a record (API, seed, a later import) links the same way, in its transaction.

ALTER TABLE files
  ADD COLUMN patient_id integer REFERENCES patients (id) ON DELETE CASCADE,
  ADD COLUMN doctor_id  integer REFERENCES doctors (id) ON DELETE CASCADE;
CREATE INDEX files_patient_id_idx ON files (patient_id) WHERE patient_id IS NOT NULL;
CREATE INDEX files_doctor_id_idx ON files (doctor_id) WHERE doctor_id IS NOT NULL;
CREATE INDEX files_owner_id_idx ON files (owner_id) WHERE owner_id IS NOT NULL;

-- The file id in an address this server handed out (`/api/oss/file/{uuid}`), else NULL. The
-- pattern is the UUID's exact shape, so the cast can never fail on what a client sent.
CREATE FUNCTION file_id_of(address text) RETURNS uuid
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
      WHEN address ~* '^/api/oss/file/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      THEN substr(address, 15)::uuid
    END
  $$;

-- A record saving a picture takes that file, unless another record already owns it (a doctor
-- cannot claim a patient's portrait by pasting its address).
CREATE FUNCTION link_patient_portrait() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE files SET patient_id = NEW.id
     WHERE id = file_id_of(NEW.portrait) AND doctor_id IS NULL
       AND (patient_id IS NULL OR patient_id = NEW.id);
    RETURN NULL;
  END
  $$;
CREATE TRIGGER patients_link_portrait
  AFTER INSERT OR UPDATE OF portrait ON patients
  FOR EACH ROW WHEN (NEW.portrait IS NOT NULL)
  EXECUTE FUNCTION link_patient_portrait();

CREATE FUNCTION link_doctor_avatar() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE files SET doctor_id = NEW.id
     WHERE id = file_id_of(NEW.avatar) AND patient_id IS NULL
       AND (doctor_id IS NULL OR doctor_id = NEW.id);
    RETURN NULL;
  END
  $$;
CREATE TRIGGER doctors_link_avatar
  AFTER INSERT OR UPDATE OF avatar ON doctors
  FOR EACH ROW WHEN (NEW.avatar IS NOT NULL)
  EXECUTE FUNCTION link_doctor_avatar();

-- Deleting a record deletes its linked files (the foreign keys above) and the pictures its account
-- uploaded that no record took (an upload whose form was never saved), in the same statement.
CREATE FUNCTION delete_record_uploads() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM files
     WHERE owner_id = OLD.user_id AND patient_id IS NULL AND doctor_id IS NULL;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER patients_delete_uploads
  AFTER DELETE ON patients FOR EACH ROW EXECUTE FUNCTION delete_record_uploads();
CREATE TRIGGER doctors_delete_uploads
  AFTER DELETE ON doctors FOR EACH ROW EXECUTE FUNCTION delete_record_uploads();

-- Files already linked by address before this migration.
UPDATE files f SET patient_id = p.id FROM patients p WHERE f.id = file_id_of(p.portrait);
UPDATE files f SET doctor_id = d.id FROM doctors d
 WHERE f.id = file_id_of(d.avatar) AND f.patient_id IS NULL;
