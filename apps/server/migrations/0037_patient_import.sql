-- Patients imported from the hospital's HIS (issue 31, part 2): an admin posts a FHIR Bundle of
-- Patient resources, reads the preview, and confirms it. The preview lives here, not in a server's
-- memory, so any instance may confirm it; confirming writes the patients in one transaction and
-- marks the preview imported (a second confirmation is refused).
--
-- `entries`: the Bundle's entries as read (the Patient's fields normalised, the status the
-- preview found); the confirmation re-checks them against the patients of that moment. Cleared
-- when imported: the patients carry the data from then on. `result`: what the confirmation did.
CREATE TABLE patient_imports (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  status      text NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed', 'imported')),
  counts      jsonb NOT NULL,
  entries     jsonb NOT NULL,
  imported_at timestamptz,
  result      jsonb,
  CHECK ((status = 'imported') = (imported_at IS NOT NULL))
);
-- The preview purge (previews a day past their expiry go when the next one is made).
CREATE INDEX patient_imports_expires_at_idx ON patient_imports (expires_at);

-- Importing patients is its own right, an admin's.
INSERT INTO role_permissions (role_key, permission) VALUES ('admin', 'patient:import')
ON CONFLICT DO NOTHING;
