-- Signal acquisition (MPSA, issue 15): devices, recordings, their stored samples, derived
-- features and markers. Grants need nothing here (platform/db/app-role.ts re-grants every table).

-- A device bridge an admin registered. Its key is stored only as its SHA-256; the plain key is
-- shown once. `connected_instance` / `last_seen_at` say which server instance holds its socket,
-- so any instance can answer "connected?" (decision 0007).
CREATE TABLE signal_devices (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  profile            text NOT NULL,
  key_hash           bytea NOT NULL UNIQUE,
  status             text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  connected_instance text,
  last_seen_at       timestamptz,
  -- The last impedance reading: [{label, kiloohms}] in channel order.
  impedance          jsonb,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- A recording of one patient from one or more devices, optionally during a training session.
CREATE TABLE recordings (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  patient_id          integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  training_session_id integer REFERENCES training_sessions (id) ON DELETE SET NULL,
  status              text NOT NULL DEFAULT 'recording' CHECK (status IN ('recording', 'stopped')),
  started_at          timestamptz NOT NULL DEFAULT now(),
  stopped_at          timestamptz,
  started_by          integer REFERENCES users (id) ON DELETE SET NULL,
  started_by_name     text,
  CHECK ((status = 'stopped') = (stopped_at IS NOT NULL))
);
CREATE INDEX recordings_patient_idx ON recordings (patient_id, id DESC);

-- The devices of a recording, with the channels and rate they had then. `active` while the
-- recording runs: one running recording per device, whatever the order of concurrent starts.
-- `first_offset_ms`: where the device's first stored sample falls on the recording's time line.
CREATE TABLE recording_devices (
  recording_id    integer NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
  device_id       integer NOT NULL REFERENCES signal_devices (id) ON DELETE RESTRICT,
  device_name     text NOT NULL,
  profile         text NOT NULL,
  channels        jsonb NOT NULL,
  sample_rate     double precision NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  sample_count    bigint NOT NULL DEFAULT 0,
  rejected_frames integer NOT NULL DEFAULT 0,
  first_offset_ms double precision,
  PRIMARY KEY (recording_id, device_id)
);
CREATE UNIQUE INDEX recording_devices_one_running_idx ON recording_devices (device_id)
  WHERE active;

-- About one second of one device: int16 samples interleaved (s0c0 s0c1 … little-endian) with a
-- float4 scale per channel, and the min/max of each channel per 100 ms block (int16 pairs,
-- block-major) so a long playback window never reads the samples themselves.
CREATE TABLE recording_chunks (
  recording_id integer NOT NULL,
  device_id    integer NOT NULL,
  start_sample bigint NOT NULL,
  sample_count integer NOT NULL CHECK (sample_count > 0),
  scales       real[] NOT NULL,
  data         bytea NOT NULL,
  summary      bytea NOT NULL,
  PRIMARY KEY (recording_id, device_id, start_sample),
  FOREIGN KEY (recording_id, device_id) REFERENCES recording_devices ON DELETE CASCADE
);
ALTER TABLE recording_chunks ALTER COLUMN data SET STORAGE EXTERNAL;

-- Features of each whole second of a device's stream: EEG band powers averaged over channels
-- (µV²), heart rate and the beat times (s on the device's stream) found in that second (HRV).
CREATE TABLE recording_features (
  recording_id integer NOT NULL,
  device_id    integer NOT NULL,
  second       integer NOT NULL,
  bands        jsonb,
  heart_rate   double precision,
  beats        double precision[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (recording_id, device_id, second),
  FOREIGN KEY (recording_id, device_id) REFERENCES recording_devices ON DELETE CASCADE
);

-- A marker on the recording's time line (ms from its start): a clinician's, or a trial's
-- stimulus onset or response.
CREATE TABLE recording_markers (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recording_id    integer NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
  offset_ms       double precision NOT NULL CHECK (offset_ms >= 0),
  label           text NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  source          text NOT NULL CHECK (source IN ('manual', 'stimulus', 'response')),
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recording_markers_recording_idx ON recording_markers (recording_id, offset_ms);

-- Admin manages devices; clinicians pick devices and record for their care teams' patients;
-- a patient reads their own recordings.
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'device:list'),
  ('admin', 'device:manage'),
  ('admin', 'recording:list'),
  ('admin', 'recording:record'),
  ('admin', 'recording:export'),
  ('doctor', 'device:list'),
  ('doctor', 'recording:list'),
  ('doctor', 'recording:record'),
  ('doctor', 'recording:export'),
  ('patient', 'recording:list')
ON CONFLICT DO NOTHING;
