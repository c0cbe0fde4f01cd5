-- Issue 32 §1: records are archived, never destroyed by a delete.
--
-- 删除 of a patient, a doctor or an account becomes 归档: the account and its doctor or patient
-- record get `archived_at` (and who archived them); an archived account cannot sign in, its
-- sessions end, and it leaves the lists and pickers until an admin restores it. The account and
-- its record are archived and restored together (the server writes the three tables in one
-- transaction): a patient record whose account cannot sign in, or an account whose record is
-- hidden, would be half a person.
--
-- The database keeps the clinical record: the foreign keys below no longer cascade, so a DELETE
-- of a patient, doctor or user row that still has clinical records (or authored them) is refused
-- with a foreign key violation. Only the retention job may purge a record, after its retention
-- period, part by part.
ALTER TABLE users
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN archived_by integer REFERENCES users (id) ON DELETE RESTRICT;
ALTER TABLE patients
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN archived_by integer REFERENCES users (id) ON DELETE RESTRICT;
ALTER TABLE doctors
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN archived_by integer REFERENCES users (id) ON DELETE RESTRICT;
-- The admin's 显示已归档 filter reads the few archived rows by these.
CREATE INDEX users_archived_idx ON users (archived_at) WHERE archived_at IS NOT NULL;
CREATE INDEX patients_archived_idx ON patients (archived_at) WHERE archived_at IS NOT NULL;
CREATE INDEX doctors_archived_idx ON doctors (archived_at) WHERE archived_at IS NOT NULL;

-- row_counts (0003) now counts the rows the lists show: the ones not archived. An insert or
-- delete counts only unarchived rows; archiving or restoring a row moves it out of or into the
-- count (a row trigger that fires only when archived_at changes). Exact under concurrency as
-- before: the counter row's lock orders the writers.
CREATE OR REPLACE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM changed WHERE archived_at IS NULL)
     WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM changed WHERE archived_at IS NULL)
     WHERE table_name = TG_TABLE_NAME;
  ELSE -- TRUNCATE
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION row_counts_archive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + CASE WHEN NEW.archived_at IS NULL THEN 1 ELSE -1 END
   WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'doctors', 'patients'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF archived_at ON %I FOR EACH ROW
                    WHEN (OLD.archived_at IS DISTINCT FROM NEW.archived_at)
                    EXECUTE FUNCTION row_counts_archive()', t || '_count_archive', t);
  END LOOP;
END $$;

-- Foreign keys: RESTRICT where the child is medical record (or attributes it to its author),
-- CASCADE kept where it is not. A constraint's ON DELETE cannot be altered in place: each is
-- dropped and added again under its own name, in one ALTER TABLE (one validation scan).
--
-- Now RESTRICT (was CASCADE):
--   patients.user_id, doctors.user_id — an account is never deleted from under its record;
--   assessments.patient_id, training_plans.patient_id, training_sessions.patient_id,
--   exercise_results.patient_id, recordings.patient_id, assistant_findings.patient_id — the
--     patient's clinical record (assessments, training, results, signal recordings, findings);
--   training_sessions.plan_id, exercise_results.session_id, exercise_results.plan_id — a result
--     is never removed with the plan or session it belongs to;
--   conversations.user_low / user_high, conversation_members.user_id, messages.sender_id — the
--     conversations with clinicians.
-- Now RESTRICT (was SET NULL): the clinician a clinical record names — assessments.created_by,
--   assessments.finished_by, assessment_amendments.amended_by, training_plans.created_by,
--   training_plans.updated_by, training_plan_status_changes.changed_by,
--   training_sessions.started_by, exercise_results.recorded_by, recordings.started_by,
--   recording_markers.created_by, assistant_findings.decided_by.
--
-- Stay CASCADE, and why:
--   user_roles, sessions, user_identities, user_totp, user_recovery_codes, oidc_handoffs,
--   oidc_logout_hints — sign-in state of the account, not a record;
--   assistant_finding_reads.user_id — who has seen a finding (an unread marker);
--   care_team_members.patient_id / doctor_id — the current assignment (its changes are in the
--     audit log), not a clinical document;
--   files.patient_id / doctor_id — the record's portrait or avatar;
--   the community (patient_groups.doctor_id, patient_group_members, group_session_signups,
--     challenge_participants, group_posts.author_patient_id, post_reports.reporter_id,
--     announcements.author_doctor_id, announcement_reads) — not medical record: issue 32 §5
--     erases it on request;
--   the parts of one clinical record under their whole (assessment_amendments.assessment_id,
--     training_plan_items / training_plan_status_changes.plan_id, recording_devices,
--     recording_chunks, recording_features, recording_markers under their recording,
--     messages.conversation_id, conversation_members.conversation_id,
--     assistant_finding_reads.finding_id) — the whole can no longer be deleted through its patient;
--     the retention job purges a whole record with its parts.
-- Stay SET NULL: files.owner_id, client_errors.user_id, idle_lock_settings.updated_by,
--   care_team_members.assigned_by, articles.created_by, the community's created_by / added_by /
--   recorded_by / moderated_by / author_id — bookkeeping of who clicked, not a clinical signature.
DO $$
DECLARE
  fk record;
BEGIN
  FOR fk IN
    SELECT * FROM (VALUES
      ('patients', 'user_id', 'users'),
      ('doctors', 'user_id', 'users'),
      ('assessments', 'patient_id', 'patients'),
      ('assessments', 'created_by', 'users'),
      ('assessments', 'finished_by', 'users'),
      ('assessment_amendments', 'amended_by', 'users'),
      ('training_plans', 'patient_id', 'patients'),
      ('training_plans', 'created_by', 'users'),
      ('training_plans', 'updated_by', 'users'),
      ('training_plan_status_changes', 'changed_by', 'users'),
      ('training_sessions', 'patient_id', 'patients'),
      ('training_sessions', 'plan_id', 'training_plans'),
      ('training_sessions', 'started_by', 'users'),
      ('exercise_results', 'patient_id', 'patients'),
      ('exercise_results', 'session_id', 'training_sessions'),
      ('exercise_results', 'plan_id', 'training_plans'),
      ('exercise_results', 'recorded_by', 'users'),
      ('recordings', 'patient_id', 'patients'),
      ('recordings', 'started_by', 'users'),
      ('recording_markers', 'created_by', 'users'),
      ('assistant_findings', 'patient_id', 'patients'),
      ('assistant_findings', 'decided_by', 'users'),
      ('conversations', 'user_low', 'users'),
      ('conversations', 'user_high', 'users'),
      ('conversation_members', 'user_id', 'users'),
      ('messages', 'sender_id', 'users')
    ) AS v (child, col, parent)
  LOOP
    EXECUTE format(
      'ALTER TABLE %1$I DROP CONSTRAINT %4$I,
         ADD CONSTRAINT %4$I FOREIGN KEY (%2$I) REFERENCES %3$I (id) ON DELETE RESTRICT',
      fk.child, fk.col, fk.parent, fk.child || '_' || fk.col || '_fkey');
  END LOOP;
END $$;
