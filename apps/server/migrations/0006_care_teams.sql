-- Care teams (issue 11 §2): a patient is treated by several clinicians (doctor records: doctors,
-- therapists, trainers, nurses) and a clinician treats many patients. A doctor reads and changes
-- only the patients of their teams; admins see all.

CREATE TABLE care_team_members (
  patient_id  integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  doctor_id   integer NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  -- The account that assigned; kept as a name in the API, lost (NULL) when that account goes.
  assigned_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (patient_id, doctor_id)
);
-- A doctor's patients: the doctor's patient list (EXISTS on both columns, index only) and the
-- coming "assigned clinician" filter. The primary key serves the other direction (a patient's team).
CREATE INDEX care_team_members_doctor_idx ON care_team_members (doctor_id, patient_id);

-- Doctors now add patients (who join their team) and update the patients of their teams; admins and
-- doctors change teams (a doctor only those they belong to: the handler's rule).
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'careTeam:assign'),
  ('doctor', 'careTeam:assign'),
  ('doctor', 'patient:add'),
  ('doctor', 'patient:update')
ON CONFLICT DO NOTHING;
