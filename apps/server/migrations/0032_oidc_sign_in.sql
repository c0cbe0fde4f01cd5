-- Issue 30: sign-in through the hospital's identity provider (OpenID Connect). Everything a
-- sign-in in flight needs lives here, not in a server's memory, so whichever instance the
-- provider's callback reaches can finish it. Each row is short-lived and used once.

-- A sign-in sent to the provider: the state (hashed: it travels in addresses), the nonce the ID
-- token must carry and the PKCE verifier. Taken (deleted) by the callback; ten minutes at most.
CREATE TABLE oidc_sign_ins (
  state_hash     bytea PRIMARY KEY,
  nonce          text NOT NULL CHECK (length(nonce) BETWEEN 16 AND 256),
  code_verifier  text NOT NULL CHECK (length(code_verifier) BETWEEN 43 AND 128),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX oidc_sign_ins_expires_at_idx ON oidc_sign_ins (expires_at);

-- The one-time code the callback hands the console (hashed), which the console exchanges for a
-- session with a POST: the session is made at the exchange, so no token is ever stored or put in
-- an address. `id_token` is kept only when the provider offers RP-initiated logout (the hint).
CREATE TABLE oidc_handoffs (
  code_hash   bytea PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_token    text CHECK (length(id_token) <= 16384),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX oidc_handoffs_expires_at_idx ON oidc_handoffs (expires_at);

-- The ID token of a session signed in through the provider, for the logout's id_token_hint. One
-- per sign-in (a refreshed token keeps its sign-in's user_id and signed_in_at), gone when the
-- sign-in ends: at logout, when the session is revoked or displaced (trigger below), or past its
-- absolute lifetime (`expires_at`, purged by the next OIDC sign-in).
CREATE TABLE oidc_logout_hints (
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  signed_in_at  timestamptz NOT NULL,
  id_token      text NOT NULL CHECK (length(id_token) <= 16384),
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (user_id, signed_in_at)
);
CREATE INDEX oidc_logout_hints_expires_at_idx ON oidc_logout_hints (expires_at);

CREATE FUNCTION oidc_logout_hint_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM oidc_logout_hints
   WHERE user_id = NEW.user_id AND signed_in_at = NEW.signed_in_at;
  RETURN NULL;
END $$;

-- An admin ending a user's sessions (or a password change, a disabled account, single-session
-- mode) ends the sign-in: its hint goes with it.
CREATE TRIGGER sessions_oidc_logout_hint AFTER UPDATE OF revoked_at, displaced_at ON sessions
  FOR EACH ROW
  WHEN (NEW.revoked_at IS NOT NULL OR NEW.displaced_at IS NOT NULL)
  EXECUTE FUNCTION oidc_logout_hint_forget();
