-- Cognitive training (issue 13): a clinician's plans for a patient, the sessions the patient
-- trains in, and one result per exercise run. The app role's grants cover these tables without a
-- line here (platform/db/app-role.ts re-grants every table after the migrations).

-- A plan: dose, dates, state. "Who changed it and when" is the plan's last change plus its
-- history below. Dates are calendar days (the clinic's, China time).
CREATE TABLE training_plans (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  patient_id          integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  status              text NOT NULL DEFAULT 'draft'
                      CHECK (status IN ('draft', 'active', 'paused', 'completed')),
  minutes_per_session integer NOT NULL CHECK (minutes_per_session BETWEEN 5 AND 120),
  sessions_per_week   integer NOT NULL CHECK (sessions_per_week BETWEEN 1 AND 7),
  -- ISO weekdays planned (1 Monday … 7 Sunday), as many as sessions_per_week.
  training_days       smallint[] NOT NULL
                      CHECK (cardinality(training_days) = sessions_per_week
                             AND training_days <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  start_date          date NOT NULL,
  end_date            date NOT NULL,
  notes               text NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL DEFAULT now(),
  created_by          integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  updated_by          integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (start_date <= end_date)
);
-- One active plan per patient, whatever the order of concurrent requests.
CREATE UNIQUE INDEX training_plans_one_active_idx ON training_plans (patient_id)
  WHERE status = 'active';
CREATE INDEX training_plans_patient_idx ON training_plans (patient_id, id DESC);

-- Every change of a plan's state: from, to, who, when (the first row is the draft's creation).
CREATE TABLE training_plan_status_changes (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  plan_id         integer NOT NULL REFERENCES training_plans (id) ON DELETE CASCADE,
  from_status     text,
  to_status       text NOT NULL,
  changed_at      timestamptz NOT NULL DEFAULT now(),
  changed_by      integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as it was: the account may be renamed or deleted later.
  changed_by_name text
);
CREATE INDEX training_plan_status_changes_plan_idx ON training_plan_status_changes (plan_id, id);

-- The exercises of a plan. level_state is where the level engine stands (the next session starts
-- there); level_state_at is the finish time of the run that left it, so a late result sent from
-- an offline browser never overwrites a newer state.
CREATE TABLE training_plan_items (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  plan_id        integer NOT NULL REFERENCES training_plans (id) ON DELETE CASCADE,
  position       integer NOT NULL,
  exercise_kind  text NOT NULL,
  start_level    integer NOT NULL CHECK (start_level >= 1),
  rule           jsonb NOT NULL,
  level_state    jsonb NOT NULL,
  level_state_at timestamptz,
  UNIQUE (plan_id, exercise_kind)
);

-- A training session. client_id is made in the browser: a start sent twice (or a result whose
-- session start has not arrived yet) finds the same row.
CREATE TABLE training_sessions (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id   uuid NOT NULL,
  plan_id     integer NOT NULL REFERENCES training_plans (id) ON DELETE CASCADE,
  patient_id  integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  status      text NOT NULL DEFAULT 'started'
              CHECK (status IN ('started', 'completed', 'abandoned')),
  started_at  timestamptz NOT NULL,
  finished_at timestamptz,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  started_by  integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (plan_id, client_id),
  CHECK (finished_at IS NULL OR finished_at >= started_at)
);
CREATE INDEX training_sessions_plan_idx ON training_sessions (plan_id, started_at);
CREATE INDEX training_sessions_patient_idx ON training_sessions (patient_id, started_at DESC);

-- One exercise run. Unique per patient by the browser's id: the same result sent twice is stored
-- once (and one patient's id can never reach another's row).
CREATE TABLE exercise_results (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id     uuid NOT NULL,
  patient_id    integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  session_id    integer NOT NULL REFERENCES training_sessions (id) ON DELETE CASCADE,
  plan_id       integer NOT NULL REFERENCES training_plans (id) ON DELETE CASCADE,
  plan_item_id  integer REFERENCES training_plan_items (id) ON DELETE SET NULL,
  exercise_kind text NOT NULL,
  level         integer NOT NULL CHECK (level >= 1),
  outcome       text NOT NULL CHECK (outcome IN ('completed', 'abandoned')),
  accuracy      double precision NOT NULL CHECK (accuracy BETWEEN 0 AND 1),
  mean_rt_ms    double precision CHECK (mean_rt_ms >= 0),
  median_rt_ms  double precision CHECK (median_rt_ms >= 0),
  omissions     integer NOT NULL CHECK (omissions >= 0),
  commissions   integer NOT NULL CHECK (commissions >= 0),
  trial_count   integer NOT NULL CHECK (trial_count >= 0),
  trials        jsonb NOT NULL,
  extra         jsonb,
  started_at    timestamptz NOT NULL,
  finished_at   timestamptz NOT NULL,
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  recorded_by   integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (patient_id, client_id),
  CHECK (finished_at >= started_at)
);
CREATE INDEX exercise_results_session_idx ON exercise_results (session_id, id);
CREATE INDEX exercise_results_patient_idx ON exercise_results (patient_id, id DESC);
CREATE INDEX exercise_results_plan_idx ON exercise_results (plan_id, finished_at);

-- Plans are prescribed by admins and doctors (a doctor for their care teams' patients); a patient
-- reads their own plan and progress and records their own results.
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'trainingPlan:list'),
  ('admin', 'trainingPlan:add'),
  ('admin', 'trainingPlan:update'),
  ('admin', 'exerciseResult:add'),
  ('admin', 'exerciseResult:list'),
  ('doctor', 'trainingPlan:list'),
  ('doctor', 'trainingPlan:add'),
  ('doctor', 'trainingPlan:update'),
  ('doctor', 'exerciseResult:add'),
  ('doctor', 'exerciseResult:list'),
  ('patient', 'trainingPlan:list'),
  ('patient', 'exerciseResult:add'),
  ('patient', 'exerciseResult:list')
ON CONFLICT DO NOTHING;
