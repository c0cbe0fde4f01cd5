-- A session row also carries its user's doctor record (issue 12, bench/server): every call a
-- doctor makes on patient data — the patient list, a record, training, assessments, signals, the
-- assistant, the community — needs the record's id for the care-team rule, and looked it up with a
-- query of its own: a third round trip on the patient list. Now the access gate's one row has it.
-- Kept right like the rest of the principal (0010): in the same transaction as the change, by
-- triggers on `doctors` (a record made, removed, or moved to another account).

CREATE OR REPLACE VIEW session_principals AS
SELECT u.id AS user_id, u.username, u.name, u.avatar, u.introduction, u.user_auth,
       ARRAY(SELECT ur.role_key FROM user_roles ur WHERE ur.user_id = u.id ORDER BY 1) AS roles,
       ARRAY(SELECT DISTINCT rp.permission
               FROM user_roles ur JOIN role_permissions rp ON rp.role_key = ur.role_key
              WHERE ur.user_id = u.id ORDER BY 1) AS permissions,
       (SELECT d.id FROM doctors d WHERE d.user_id = u.id) AS doctor_id
  FROM users u;

-- No foreign key: the triggers below clear it when the record goes, and a key would make every
-- sign-in lock the doctor row too.
ALTER TABLE sessions ADD COLUMN doctor_id integer;

UPDATE sessions s
   SET doctor_id = p.doctor_id
  FROM session_principals p
 WHERE p.user_id = s.user_id
   AND p.doctor_id IS NOT NULL;

CREATE OR REPLACE FUNCTION sessions_fill_principal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Waits for a role change of this user in flight; the SELECT below then sees it (READ
  -- COMMITTED: each statement of a volatile function takes a new snapshot).
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR SHARE;
  SELECT p.username, p.name, p.avatar, p.introduction, p.user_auth, p.roles, p.permissions,
         p.doctor_id
    INTO NEW.username, NEW.name, NEW.avatar, NEW.introduction, NEW.user_auth, NEW.roles,
         NEW.permissions, NEW.doctor_id
    FROM session_principals p
   WHERE p.user_id = NEW.user_id;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION sessions_refresh_principals(user_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(user_ids) = 0 THEN
    RETURN;
  END IF;
  -- User rows first (in id order, so two such changes never deadlock), then their sessions.
  PERFORM 1 FROM users WHERE id = ANY (user_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE sessions s
     SET username = p.username, name = p.name, avatar = p.avatar,
         introduction = p.introduction, user_auth = p.user_auth, roles = p.roles,
         permissions = p.permissions, doctor_id = p.doctor_id
    FROM session_principals p
   WHERE p.user_id = s.user_id
     AND s.user_id = ANY (user_ids)
     AND s.revoked_at IS NULL
     AND s.displaced_at IS NULL
     AND s.expires_at > now();
END $$;

-- doctors: the accounts whose record was made, removed or moved. (A transition table serves one
-- event per trigger.) A record going with its account (ON DELETE CASCADE) finds its user row
-- already gone and its sessions going too: nothing is left for the update to keep.
CREATE FUNCTION doctors_refresh_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sessions_refresh_principals(ARRAY(SELECT DISTINCT user_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sessions_refresh_principals(ARRAY(SELECT DISTINCT user_id FROM changed_old));
  ELSE
    PERFORM sessions_refresh_principals(ARRAY(
      SELECT n.user_id FROM changed_new n JOIN changed_old o ON o.id = n.id
       WHERE n.user_id <> o.user_id
      UNION
      SELECT o.user_id FROM changed_new n JOIN changed_old o ON o.id = n.id
       WHERE n.user_id <> o.user_id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER doctors_insert_refresh_sessions AFTER INSERT ON doctors
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION doctors_refresh_sessions();
CREATE TRIGGER doctors_delete_refresh_sessions AFTER DELETE ON doctors
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION doctors_refresh_sessions();
CREATE TRIGGER doctors_update_refresh_sessions AFTER UPDATE ON doctors
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION doctors_refresh_sessions();
