-- Assessments (issue 14): MoCA and MMSE score sheets. A draft is saved item by item (revision
-- counts the saves, so two screens cannot overwrite each other); finishing locks it; a finished
-- sheet changes only by an amendment that keeps the scores it replaced and says why.
CREATE TABLE assessments (
  id           serial PRIMARY KEY,
  patient_id   integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('moca', 'mmse')),
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'finished')),
  tested_on    date NOT NULL,
  scores       jsonb NOT NULL DEFAULT '{}'::jsonb,
  revision     integer NOT NULL DEFAULT 0,
  created_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  finished_by  integer REFERENCES users (id) ON DELETE SET NULL,
  finished_at  timestamptz,
  CHECK ((status = 'finished') = (finished_at IS NOT NULL))
);
CREATE INDEX assessments_patient_idx ON assessments (patient_id, tested_on DESC, id DESC);

CREATE TABLE assessment_amendments (
  id              serial PRIMARY KEY,
  assessment_id   integer NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
  reason          text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  previous_scores jsonb NOT NULL,
  scores          jsonb NOT NULL,
  amended_by      integer REFERENCES users (id) ON DELETE SET NULL,
  amended_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assessment_amendments_assessment_idx ON assessment_amendments (assessment_id, id);

-- Clinicians only: patients see none of it (issue 14).
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'assessment:list'),
  ('admin', 'assessment:edit'),
  ('doctor', 'assessment:list'),
  ('doctor', 'assessment:edit')
ON CONFLICT DO NOTHING;
