-- Issue 30: the second factor (TOTP, RFC 6238) and step-up.
--
-- `user_totp`: one authenticator per user. `secret` is the base32 secret, encrypted with
-- SECOND_FACTOR_KEY when the server has one ('aes1:' prefix; see identity/second-factor/secret-box.ts).
-- A row with `confirmed_at` NULL is an enrolment begun and not yet confirmed with a code: it does
-- not count until confirmed. `last_time_step` is the TOTP time step of the last accepted code: a
-- code is accepted only for a later step, so no code works twice (several servers agree: the
-- update is conditional).
CREATE TABLE user_totp (
  user_id         integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret          text NOT NULL CHECK (length(secret) BETWEEN 16 AND 512),
  created_at      timestamptz NOT NULL DEFAULT now(),
  confirmed_at    timestamptz,
  last_time_step  bigint NOT NULL DEFAULT 0
);

-- Ten recovery codes per enrolment, shown once, kept as HMAC-SHA-256 digests (they are random,
-- so no slow hash is needed); each is used once (`used_at`).
CREATE TABLE user_recovery_codes (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   bytea NOT NULL,
  used_at     timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A session of a user who must confirm a second factor starts pending: the gate refuses every
-- call but the second-factor ones until a code is confirmed. Set when the session is made, so
-- every way of signing in (password, directory, identity provider) gets it. `stepped_up_at`: when
-- the session's person last confirmed their password or code (step-up of sensitive calls).
ALTER TABLE sessions
  ADD COLUMN second_factor_pending boolean NOT NULL DEFAULT false,
  ADD COLUMN stepped_up_at timestamptz;
-- No default from now on: the insert trigger decides (a refresh passes its old row's value).
ALTER TABLE sessions ALTER COLUMN second_factor_pending DROP DEFAULT;

CREATE FUNCTION sessions_second_factor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.second_factor_pending IS NULL THEN
    NEW.second_factor_pending :=
      EXISTS (SELECT 1 FROM user_totp t
               WHERE t.user_id = NEW.user_id AND t.confirmed_at IS NOT NULL)
      OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.key = ur.role_key
                  WHERE ur.user_id = NEW.user_id AND r.second_factor_required);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER sessions_second_factor BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_second_factor();
