-- A session row carries what every signed-in request needs about its user — name, avatar,
-- introduction, kind, role keys and permission codes — so the access gate and getInfo read one row
-- by primary key instead of joining users, user_roles and role_permissions on every request (that
-- join was most of getInfo's cost; bench/server). Triggers keep the copies right in the same
-- transaction as the change: users (name, avatar, …), user_roles and role_permissions.
--
-- Also the absolute session lifetime: `signed_in_at` is when the chain of refreshed tokens began;
-- a refresh copies it, and no token of the chain is valid past signed_in_at + SESSION_MAX_AGE.
--
-- Lock order, user row before session rows, everywhere: a session being inserted takes its user
-- row FOR SHARE before reading the roles; a change of name, roles or permissions holds the user
-- row (FOR NO KEY UPDATE, or the UPDATE's own lock) before updating the sessions. So a sign-in and
-- a role change of the same user run one after the other, and whichever commits second sees the
-- other's work: a new session never keeps permissions that were just taken away.

-- What a session copies from its user, computed in one place.
CREATE VIEW session_principals AS
SELECT u.id AS user_id, u.username, u.name, u.avatar, u.introduction, u.user_auth,
       ARRAY(SELECT ur.role_key FROM user_roles ur WHERE ur.user_id = u.id ORDER BY 1) AS roles,
       ARRAY(SELECT DISTINCT rp.permission
               FROM user_roles ur JOIN role_permissions rp ON rp.role_key = ur.role_key
              WHERE ur.user_id = u.id ORDER BY 1) AS permissions
  FROM users u;

ALTER TABLE sessions
  ADD COLUMN signed_in_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN username     text,
  ADD COLUMN name         text,
  ADD COLUMN avatar       text,
  ADD COLUMN introduction text,
  ADD COLUMN user_auth    char(1),
  ADD COLUMN roles        text[],
  ADD COLUMN permissions  text[];

-- Sessions from before this migration: their chain is taken to start at their own creation.
UPDATE sessions s
   SET signed_in_at = s.created_at,
       username = p.username, name = p.name, avatar = p.avatar, introduction = p.introduction,
       user_auth = p.user_auth, roles = p.roles, permissions = p.permissions
  FROM session_principals p
 WHERE p.user_id = s.user_id;

ALTER TABLE sessions
  ALTER COLUMN username SET NOT NULL,
  ALTER COLUMN name SET NOT NULL,
  ALTER COLUMN avatar SET NOT NULL,
  ALTER COLUMN introduction SET NOT NULL,
  ALTER COLUMN user_auth SET NOT NULL,
  ALTER COLUMN roles SET NOT NULL,
  ALTER COLUMN permissions SET NOT NULL;

-- A new session (sign-in or refresh) gets its user's current principal.
CREATE FUNCTION sessions_fill_principal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Waits for a role change of this user in flight; the SELECT below then sees it (READ
  -- COMMITTED: each statement of a volatile function takes a new snapshot).
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR SHARE;
  SELECT p.username, p.name, p.avatar, p.introduction, p.user_auth, p.roles, p.permissions
    INTO NEW.username, NEW.name, NEW.avatar, NEW.introduction, NEW.user_auth, NEW.roles,
         NEW.permissions
    FROM session_principals p
   WHERE p.user_id = NEW.user_id;
  RETURN NEW;
END $$;

CREATE TRIGGER sessions_fill_principal BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_fill_principal();

-- Recopies the principal into the live sessions of these users (ended ones are never read again).
CREATE FUNCTION sessions_refresh_principals(user_ids integer[]) RETURNS void
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
         permissions = p.permissions
    FROM session_principals p
   WHERE p.user_id = s.user_id
     AND s.user_id = ANY (user_ids)
     AND s.revoked_at IS NULL
     AND s.displaced_at IS NULL
     AND s.expires_at > now();
END $$;

-- users: only when something a session copies changed (not on every updated_at or password).
CREATE FUNCTION users_refresh_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sessions_refresh_principals(ARRAY(
    SELECT n.id FROM changed_new n JOIN changed_old o ON o.id = n.id
     WHERE (n.username, n.name, n.avatar, n.introduction, n.user_auth)
           IS DISTINCT FROM (o.username, o.name, o.avatar, o.introduction, o.user_auth)));
  RETURN NULL;
END $$;

CREATE TRIGGER users_refresh_sessions AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION users_refresh_sessions();

-- user_roles: the users whose roles changed. (A transition table serves one event per trigger.)
CREATE FUNCTION user_roles_refresh_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sessions_refresh_principals(ARRAY(SELECT DISTINCT user_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sessions_refresh_principals(ARRAY(SELECT DISTINCT user_id FROM changed_old));
  ELSE
    PERFORM sessions_refresh_principals(ARRAY(
      SELECT user_id FROM changed_new UNION SELECT user_id FROM changed_old));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER user_roles_insert_refresh_sessions AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_roles_refresh_sessions();
CREATE TRIGGER user_roles_delete_refresh_sessions AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION user_roles_refresh_sessions();
CREATE TRIGGER user_roles_update_refresh_sessions AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_roles_refresh_sessions();

-- role_permissions: every user holding a changed role. The role rows are locked first (FOR
-- UPDATE conflicts with the key-share lock a new user_roles row takes on its role), so a user
-- being given that role at the same moment is either seen here or reads the new permissions.
-- (Permissions change in migrations; should one ever meet a role change of a user holding that
-- role, PostgreSQL reports a deadlock and one of the two is rolled back: an error, never a
-- session keeping old permissions.)
CREATE FUNCTION role_permissions_refresh_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_roles text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed_roles := ARRAY(SELECT DISTINCT role_key FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    changed_roles := ARRAY(SELECT DISTINCT role_key FROM changed_old);
  ELSE
    changed_roles := ARRAY(SELECT role_key FROM changed_new UNION SELECT role_key FROM changed_old);
  END IF;
  PERFORM 1 FROM roles WHERE key = ANY (changed_roles) ORDER BY key FOR UPDATE;
  PERFORM sessions_refresh_principals(ARRAY(
    SELECT DISTINCT user_id FROM user_roles WHERE role_key = ANY (changed_roles)));
  RETURN NULL;
END $$;

CREATE TRIGGER role_permissions_insert_refresh_sessions AFTER INSERT ON role_permissions
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION role_permissions_refresh_sessions();
CREATE TRIGGER role_permissions_delete_refresh_sessions AFTER DELETE ON role_permissions
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION role_permissions_refresh_sessions();
CREATE TRIGGER role_permissions_update_refresh_sessions AFTER UPDATE ON role_permissions
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION role_permissions_refresh_sessions();
