-- Issue 32 §4–5: 谁查看了我的档案 and erasure within the law (PIPL Art. 44, 47).
--
-- An erasure request: a patient asks (or an admin for them); an admin completes it (community
-- content anonymised, the account archived, the medical record kept) or rejects it with a reason,
-- within `deadline` (asked + 15 days, [ours]). `statement` is what completion erased and kept,
-- with counts, as handed to the patient. The request names the patient record with RESTRICT: it
-- is itself the record of what was done with their data.
CREATE TABLE erasure_requests (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  patient_id     integer NOT NULL REFERENCES patients (id) ON DELETE RESTRICT,
  asked_by       integer REFERENCES users (id) ON DELETE SET NULL,
  asked_by_name  text,
  asked_by_self  boolean NOT NULL,
  asked_at       timestamptz NOT NULL DEFAULT now(),
  deadline       timestamptz NOT NULL,
  status         text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'completed', 'rejected')),
  reason         text CHECK (length(reason) <= 200),
  decided_by     integer REFERENCES users (id) ON DELETE SET NULL,
  decided_by_name text,
  decided_at     timestamptz,
  statement      jsonb,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL),
  CHECK (status <> 'completed' OR statement IS NOT NULL)
);
-- One pending request per patient, whatever the order of concurrent requests.
CREATE UNIQUE INDEX erasure_requests_one_pending_idx ON erasure_requests (patient_id)
  WHERE status = 'pending';
CREATE INDEX erasure_requests_patient_idx ON erasure_requests (patient_id, id DESC);
CREATE INDEX erasure_requests_status_idx ON erasure_requests (status, deadline);

-- 谁查看了我的档案 finds a patient's lines by the record ids they name (the patient's id, or the
-- id of one of their assessments, plans or recordings): without this it would scan the log.
CREATE INDEX audit_log_entity_id_idx ON audit_log (entity_id, at DESC) WHERE entity_id IS NOT NULL;
-- … and FHIR reads whose line names the patient in its detail (the resource's subject).
CREATE INDEX audit_log_detail_patient_idx ON audit_log ((detail->>'patientId'))
  WHERE detail ? 'patientId';

-- Answering erasure requests is its own right, an admin's.
INSERT INTO role_permissions (role_key, permission) VALUES ('admin', 'erasure:manage')
ON CONFLICT DO NOTHING;
