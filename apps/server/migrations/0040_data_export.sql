-- 我的数据 (issue 32, item 3; PIPL Art. 45): a patient asks for a copy of everything the platform
-- holds about them. The archive is prepared in the background by whichever server instance claims
-- the request (FOR UPDATE SKIP LOCKED), so the request lives here, never in one server's memory.
--
-- `status`: queued → running → ready | failed; ready → expired when its file is deleted (the
-- retention job). `heartbeat_at`: a running request's last sign of life; one silent past the
-- time limit was on a server that stopped, and is claimed again (`attempts` counts the runs, the
-- last allowed run's failure marks it failed). `file_name`: the archive's name inside the data
-- folder's files/my-data (the server's own name, never the patient's words). Only the retention
-- job deletes rows here (ready ones past `expires_at`, with their files; finished ones after a
-- while): the download's audit lines stay in audit_log for good.
CREATE TABLE my_data_exports (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  patient_id    integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  requested_by  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'queued'
                CHECK (status IN ('queued', 'running', 'ready', 'failed', 'expired')),
  progress      smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  step          text NOT NULL DEFAULT 'queued',
  attempts      smallint NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  started_at    timestamptz,
  heartbeat_at  timestamptz,
  finished_at   timestamptz,
  expires_at    timestamptz,
  file_name     text,
  size_bytes    bigint,
  error         text,
  -- The FHIR base the patient reached the server by: the FHIR bundle's fullUrls.
  fhir_base     text NOT NULL,
  CHECK ((status = 'ready') = (file_name IS NOT NULL AND expires_at IS NOT NULL))
);
-- At most one request of a patient is being prepared: a second ask while one is under way is
-- refused by this index, on every instance alike.
CREATE UNIQUE INDEX my_data_exports_active_idx ON my_data_exports (patient_id)
  WHERE status IN ('queued', 'running');
-- The patient's latest request; the daily bound counts their requests of the last day.
CREATE INDEX my_data_exports_patient_idx ON my_data_exports (patient_id, created_at DESC);
-- The workers' queue and the retention job's expired archives.
CREATE INDEX my_data_exports_queue_idx ON my_data_exports (created_at)
  WHERE status IN ('queued', 'running');
CREATE INDEX my_data_exports_expires_idx ON my_data_exports (expires_at)
  WHERE expires_at IS NOT NULL;

-- Getting one's own data is the patient's right, and only theirs.
INSERT INTO role_permissions (role_key, permission) VALUES ('patient', 'myData:export')
ON CONFLICT DO NOTHING;
