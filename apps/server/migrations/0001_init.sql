-- The platform's first schema: accounts, roles, sessions, clinical records, files and the audit log.
-- Timestamps are timestamptz; the API turns them into epoch milliseconds.

CREATE TABLE users (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username      text NOT NULL,
  password_hash text NOT NULL,
  name          text NOT NULL,
  avatar        text NOT NULL DEFAULT '',
  introduction  text NOT NULL DEFAULT '',
  user_auth     char(1) NOT NULL CHECK (user_auth IN ('0', '1', '2')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Usernames are unique regardless of case: "Admin" and "admin" are one account.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE roles (
  key  text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE role_permissions (
  role_key   text NOT NULL REFERENCES roles (key) ON DELETE CASCADE,
  permission text NOT NULL,
  PRIMARY KEY (role_key, permission)
);

CREATE TABLE user_roles (
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_key text NOT NULL REFERENCES roles (key),
  PRIMARY KEY (user_id, role_key)
);

-- Only the SHA-256 of a token is stored: a leaked table signs nobody in.
CREATE TABLE sessions (
  token_hash  bytea PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  -- Set by refresh: the old token keeps working until then (requests already in flight).
  retire_at   timestamptz,
  revoked_at  timestamptz,
  -- Set when a newer sign-in displaced this session (single-session mode).
  displaced_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Failed sign-ins, for throttling (when no Redis is configured).
CREATE TABLE login_failures (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  limiter_key text NOT NULL,
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_at_idx ON login_failures (limiter_key, at);

CREATE TABLE doctors (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  doctor_name         text NOT NULL,
  phone               text,
  avatar              text,
  age                 integer CHECK (age BETWEEN 0 AND 150),
  sex                 text CHECK (sex IN ('男', '女')),
  job                 text CHECK (job IN ('医生', '康复师', '训练师', '护士')),
  occupational_number text,
  working_seniority   integer,
  doctor_describe     text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX doctors_name_idx ON doctors (doctor_name);
CREATE INDEX doctors_phone_idx ON doctors (phone);

CREATE TABLE patients (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  patient_name  text NOT NULL,
  phone         text,
  age           integer CHECK (age BETWEEN 0 AND 150),
  sex           text CHECK (sex IN ('男', '女')),
  portrait      text,
  job           text,
  hobby         text,
  handedness    text CHECK (handedness IN ('左手', '右手', '无')),
  address       text,
  edu           text CHECK (edu IN ('未上过学', '小学', '初中', '高中(含中专)', '大学专科', '大学本科', '硕士研究生', '博士研究生')),
  identity_card text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX patients_name_idx ON patients (patient_name);
CREATE INDEX patients_phone_idx ON patients (phone);

-- Uploads live in the database so every server instance serves them.
CREATE TABLE files (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  module       text NOT NULL,
  content_type text NOT NULL,
  size         integer NOT NULL,
  bytes        bytea NOT NULL,
  owner_id     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id   integer,
  actor_name text,
  action     text NOT NULL,
  entity     text NOT NULL,
  entity_id  text,
  at         timestamptz NOT NULL DEFAULT now(),
  ip         text,
  outcome    text NOT NULL CHECK (outcome IN ('success', 'denied', 'failure'))
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);

-- The menu: one row per route, a tree through parent_id; `meta` as spec §3.
CREATE TABLE menu_routes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id   integer REFERENCES menu_routes (id) ON DELETE CASCADE,
  sort        integer NOT NULL DEFAULT 0,
  path        text NOT NULL,
  name        text,
  component   text,
  redirect    text,
  hidden      boolean NOT NULL DEFAULT false,
  always_show boolean NOT NULL DEFAULT false,
  meta        jsonb
);

INSERT INTO roles (key, name) VALUES ('admin', '管理员'), ('doctor', '医生'), ('patient', '患者');

INSERT INTO role_permissions (role_key, permission)
SELECT 'admin', code FROM unnest(ARRAY[
  'user:list', 'user:add', 'user:update', 'user:delete', 'user:role',
  'doctor:list', 'doctor:add', 'doctor:update', 'doctor:delete',
  'patient:list', 'patient:add', 'patient:update', 'patient:delete',
  'audit:list', 'file:upload'
]) AS code;
INSERT INTO role_permissions (role_key, permission) VALUES
  ('doctor', 'doctor:list'), ('doctor', 'doctor:update'), ('doctor', 'patient:list'), ('doctor', 'file:upload'),
  ('patient', 'patient:list'), ('patient', 'patient:update'), ('patient', 'file:upload');
