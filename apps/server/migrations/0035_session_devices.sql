-- Issue 30: sessions people can see and end (我的登录设备; an admin's 结束全部登录).
--
-- `sign_in_id`: one sign-in, whichever token of its refresh chain is current (a refresh copies
-- it, platform/auth/sessions.ts): what the list shows as one device and what "end" ends, every
-- token of the chain at once (a token still in its refresh grace included). Unguessable, so the
-- list can name it without naming a token or its hash.
-- `browser`, `client_ip`, `sign_in_method`: what the person sees to recognise the device; known
-- from the sign-in request (null for sessions from before this migration).
-- `last_seen_at`: the last request, written at most once a minute per session (authenticate).
-- `end_reason`: why it was revoked when someone ended it on purpose — 'self' (the person, from
-- another device) or 'admin' — so its next request is told so (40140 / 40141), not just 50008.
ALTER TABLE sessions
  ADD COLUMN sign_in_id     uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN browser        text CHECK (length(browser) <= 64),
  ADD COLUMN client_ip      text CHECK (length(client_ip) <= 64),
  ADD COLUMN sign_in_method text CHECK (sign_in_method IN ('password', 'ldap', 'oidc')),
  ADD COLUMN last_seen_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN end_reason     text CHECK (end_reason IN ('self', 'admin'));

CREATE INDEX sessions_sign_in_id_idx ON sessions (sign_in_id);

-- A session that ends (revoked: logout, ended, password or account change; displaced by a newer
-- sign-in) closes its user's live streams and sockets on every instance at once: the holders
-- re-check their session when they hear `session:<user id>` on live_access
-- (platform/live/access-watch.ts). NOTIFY waits for the commit and folds duplicates of one
-- transaction into one.
CREATE FUNCTION sessions_live_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_access', 'session:' || NEW.user_id);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_live_access AFTER UPDATE OF revoked_at, displaced_at ON sessions
  FOR EACH ROW
  WHEN ((OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
        OR (OLD.displaced_at IS NULL AND NEW.displaced_at IS NOT NULL))
  EXECUTE FUNCTION sessions_live_access();
