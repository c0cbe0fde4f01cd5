-- Issue 30: the hospital's sign-in policy, per role (admin-editable).
--
-- `sign_in_methods`: how people of this role may sign in: 'password' (this console's own
-- password), 'ldap' (the hospital's directory), 'oidc' (the hospital's identity provider). A user
-- with several roles may use any method one of their roles allows. A method the server has no
-- configuration for is never offered, whatever the policy says.
--
-- `second_factor_required`: people of this role must confirm a second factor (TOTP) at sign-in
-- and at the idle-lock unlock. 等保 2.0 level 3 (身份鉴别) expects it of administrators, so it
-- starts on for 'admin'; the demo data (seed) turns it off so the demo accounts sign in with a
-- password alone, and says so on the policy page.
ALTER TABLE roles
  ADD COLUMN sign_in_methods text[] NOT NULL DEFAULT ARRAY['password', 'ldap', 'oidc']
    CHECK (sign_in_methods <@ ARRAY['password', 'ldap', 'oidc']
           AND cardinality(sign_in_methods) >= 1),
  ADD COLUMN second_factor_required boolean NOT NULL DEFAULT false;

UPDATE roles SET second_factor_required = true WHERE key = 'admin';

-- The accounts of the hospital's identity provider (OIDC `sub`) and directory (LDAP entry), each
-- linked to one user of ours. A person signed in this way has no password here: their
-- `users.password_hash` holds '!external', which no password matches.
CREATE TABLE user_identities (
  provider         text NOT NULL CHECK (provider IN ('oidc', 'ldap')),
  subject          text NOT NULL CHECK (length(subject) BETWEEN 1 AND 512),
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  linked_at        timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at  timestamptz,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);
