-- The assistant (issue 14): what its rules found for a patient. A rule that fires again while its
-- finding is still open adds nothing (one open finding per patient and key); once decided, the
-- same key may open again later. A finding whose rule no longer fires is closed as 'resolved'.
-- Who decided, when and why are kept with the finding.
CREATE TABLE assistant_findings (
  id          serial PRIMARY KEY,
  patient_id  integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  rule        text NOT NULL
    CHECK (rule IN ('weakDomains', 'plateau', 'missedSessions', 'decline', 'reassessmentDue')),
  kind        text NOT NULL CHECK (kind IN ('suggestion', 'alert', 'reminder')),
  key         text NOT NULL,
  status      text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'accepted', 'rejected', 'resolved')),
  numbers     jsonb NOT NULL,
  action      jsonb NOT NULL,
  link        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  decided_by  integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at  timestamptz,
  reason      text CHECK (length(reason) <= 500),
  CHECK ((status = 'open') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX assistant_findings_open_key ON assistant_findings (patient_id, key)
  WHERE status = 'open';
CREATE INDEX assistant_findings_patient_idx ON assistant_findings (patient_id, id DESC);

-- An alert is read per clinician: each member of the care team has their own unread count.
CREATE TABLE assistant_finding_reads (
  finding_id  integer NOT NULL REFERENCES assistant_findings (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, finding_id)
);

-- Clinicians only: patients see none of it (issue 14).
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'recommendation:list'),
  ('admin', 'recommendation:decide'),
  ('admin', 'alert:list'),
  ('admin', 'report:export'),
  ('doctor', 'recommendation:list'),
  ('doctor', 'recommendation:decide'),
  ('doctor', 'alert:list'),
  ('doctor', 'report:export')
ON CONFLICT DO NOTHING;
