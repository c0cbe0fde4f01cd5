-- 用户管理 operations, the audit and client-error lists, the idle lock and the dashboard (issue 12).

-- An account is enabled or disabled. A disabled account cannot sign in (identity/sign-in.ts) and its
-- sessions were revoked when it was disabled (identity/users/users.ts).
ALTER TABLE users ADD COLUMN status text NOT NULL DEFAULT 'enabled'
  CHECK (status IN ('enabled', 'disabled'));

-- No new session for a disabled account, whatever path inserts it: a sign-in that read the account
-- as enabled just before it was disabled would otherwise keep a session the disable's revocation
-- ran too early to see. FOR SHARE waits for a disable in progress and then sees it; a disable that
-- starts after waits for this sign-in to commit, then revokes its session.
CREATE FUNCTION sessions_refuse_disabled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT status FROM users WHERE id = NEW.user_id FOR SHARE) = 'disabled' THEN
    RAISE EXCEPTION 'account % is disabled', NEW.user_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER sessions_refuse_disabled BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_refuse_disabled();

-- The audit list's filters, newest first within each: one record's history (entity + id), one
-- action, one actor.
-- The time range and the unfiltered list use audit_log_at_idx (0001).
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
-- The admin dashboard's sign-ins per day: only successful sign-ins, a small part of the log.
CREATE INDEX audit_log_sign_in_idx ON audit_log (at) WHERE action = 'login' AND outcome = 'success';
-- The doctor dashboard's "recently seen": a doctor's latest openings of patient records, newest
-- first, read from the index alone (0.4 ms for a doctor's last 500 openings among 300 000 lines;
-- without it the planner walked the time index, 68 ms).
CREATE INDEX audit_log_patient_opened_idx ON audit_log (actor_id, at DESC) INCLUDE (entity_id)
  WHERE action IN ('getPatient', 'updatePatient') AND entity = 'patientInformation'
    AND outcome = 'success';

-- Identical client-error reports (same message, page, user and browser) are one row counting its
-- repeats: a render error in a loop is one entry of 500, not 500 entries, and the list and the
-- dashboard read the newest groups straight from an index. `at` is the latest report (retention
-- purges a group its latest report has outlived), `first_at` the first. Each part is hashed on its
-- own so that no separator inside a message can make two different reports collide.
ALTER TABLE client_errors
  ADD COLUMN repeats integer NOT NULL DEFAULT 1 CHECK (repeats >= 1),
  ADD COLUMN first_at timestamptz,
  ADD COLUMN fingerprint text GENERATED ALWAYS AS (
    md5(md5(message) || md5(url) || md5(coalesce(username, '')) || md5(coalesce(user_agent, '')))
  ) STORED;
UPDATE client_errors SET first_at = at;
-- Reports stored before this migration: each group keeps its latest report, with the group's count
-- and first time.
WITH groups AS (
  SELECT fingerprint, (array_agg(id ORDER BY at DESC, id DESC))[1] AS keep, count(*) AS n,
         min(at) AS first
    FROM client_errors GROUP BY fingerprint HAVING count(*) > 1
), kept AS (
  UPDATE client_errors c SET repeats = g.n, first_at = g.first
    FROM groups g WHERE c.id = g.keep
  RETURNING c.id, c.fingerprint
)
DELETE FROM client_errors c USING kept k WHERE c.fingerprint = k.fingerprint AND c.id <> k.id;
ALTER TABLE client_errors ALTER COLUMN first_at SET NOT NULL, ALTER COLUMN first_at SET DEFAULT now();
CREATE UNIQUE INDEX client_errors_fingerprint_key ON client_errors (fingerprint);

-- The idle lock of shared terminals: one row the admin sets, every signed-in user reads. The
-- CHECKs repeat the contract's rule so no write can store an inconsistent range.
CREATE TABLE idle_lock_settings (
  singleton       boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  min_minutes     integer NOT NULL CHECK (min_minutes BETWEEN 1 AND 480),
  max_minutes     integer NOT NULL CHECK (max_minutes BETWEEN 1 AND 480),
  default_minutes integer NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  updated_by      integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (min_minutes <= default_minutes AND default_minutes <= max_minutes)
);
INSERT INTO idle_lock_settings (min_minutes, max_minutes, default_minutes) VALUES (1, 120, 15);

INSERT INTO role_permissions (role_key, permission) VALUES ('admin', 'settings:update')
ON CONFLICT DO NOTHING;
