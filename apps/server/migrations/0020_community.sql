-- Group interaction (issue 16): patient groups led by a doctor, the nicknames patients go by in
-- them, group sessions with sign-ups and attendance, challenges counted from training data,
-- moderated posts with reports, and announcements with read receipts. The app role's grants
-- cover these tables without a line here (platform/db/app-role.ts re-grants every table).

-- A group, led by one doctor (its clinician: moderates, adds members and sessions). Its members
-- come from that doctor's care teams; the admin may lead any group by naming its doctor.
CREATE TABLE patient_groups (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  purpose     text NOT NULL DEFAULT '' CHECK (length(purpose) <= 500),
  moderation  text NOT NULL DEFAULT 'pre' CHECK (moderation IN ('pre', 'post')),
  doctor_id   integer NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX patient_groups_doctor_idx ON patient_groups (doctor_id);

-- A member: the nickname and avatar other members see, never the name. The id is what patients
-- see of each other (it says nothing about the patient record).
CREATE TABLE patient_group_members (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id    integer NOT NULL REFERENCES patient_groups (id) ON DELETE CASCADE,
  patient_id  integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  nickname    text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 20),
  avatar      text NOT NULL,
  joined_at   timestamptz NOT NULL DEFAULT now(),
  added_by    integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (group_id, patient_id)
);
-- Unique in the group whatever the letter case, whatever the order of concurrent requests.
CREATE UNIQUE INDEX patient_group_members_nickname_idx
  ON patient_group_members (group_id, lower(nickname));
CREATE INDEX patient_group_members_patient_idx ON patient_group_members (patient_id, group_id);

-- A session on the group's calendar: on site (place), by video (an https link), or both.
CREATE TABLE group_sessions (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id    integer NOT NULL REFERENCES patient_groups (id) ON DELETE CASCADE,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  place       text CHECK (length(place) <= 200),
  video_url   text CHECK (video_url ~ '^https://'),
  capacity    integer NOT NULL CHECK (capacity BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (ends_at > starts_at),
  CHECK (place IS NOT NULL OR video_url IS NOT NULL)
);
CREATE INDEX group_sessions_group_idx ON group_sessions (group_id, starts_at);

-- Sign-ups, held within capacity by locking the session row (groupSession/signup), and the
-- attendance the clinician records after the session began.
CREATE TABLE group_session_signups (
  session_id    integer NOT NULL REFERENCES group_sessions (id) ON DELETE CASCADE,
  patient_id    integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  signed_up_at  timestamptz NOT NULL DEFAULT now(),
  attended      boolean,
  recorded_at   timestamptz,
  recorded_by   integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (session_id, patient_id)
);

-- A challenge of a group; progress is counted from exercise_results, never stored.
CREATE TABLE challenges (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id     integer NOT NULL REFERENCES patient_groups (id) ON DELETE CASCADE,
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 50),
  description  text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  kind         text NOT NULL CHECK (kind IN ('trainingDays', 'exercises')),
  target       integer NOT NULL CHECK (target BETWEEN 1 AND 365),
  starts_on    date NOT NULL,
  ends_on      date NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (starts_on <= ends_on)
);
CREATE INDEX challenges_group_idx ON challenges (group_id, id DESC);

CREATE TABLE challenge_participants (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  patient_id   integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  joined_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, patient_id)
);

-- A post. status: pending (pre-moderated, waiting), visible, hidden (never sent to a patient).
-- The picture is an upload of module 'post', taken by one post only.
CREATE TABLE group_posts (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id           integer NOT NULL REFERENCES patient_groups (id) ON DELETE CASCADE,
  author_patient_id  integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  body               text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  image_file_id      uuid UNIQUE REFERENCES files (id) ON DELETE SET NULL,
  status             text NOT NULL CHECK (status IN ('pending', 'visible', 'hidden')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  created_by         integer REFERENCES users (id) ON DELETE SET NULL,
  moderated_at       timestamptz,
  moderated_by       integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as it was: the account may be renamed or deleted later.
  moderated_by_name  text,
  moderation_reason  text CHECK (length(moderation_reason) <= 200)
);
CREATE INDEX group_posts_group_idx ON group_posts (group_id, id DESC);
-- The posts rate limit counts a user's recent posts.
CREATE INDEX group_posts_author_idx ON group_posts (created_by, created_at DESC);
CREATE INDEX group_posts_pending_idx ON group_posts (group_id, id) WHERE status = 'pending';

-- A member's report of a post; open until a clinician approves (keeps) or hides the post.
CREATE TABLE post_reports (
  post_id      integer NOT NULL REFERENCES group_posts (id) ON DELETE CASCADE,
  reporter_id  integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  reason       text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  reported_at  timestamptz NOT NULL DEFAULT now(),
  resolved_at  timestamptz,
  PRIMARY KEY (post_id, reporter_id)
);
CREATE INDEX post_reports_open_idx ON post_reports (post_id) WHERE resolved_at IS NULL;

-- An announcement for every patient, one group, or the patients of its author's care teams.
CREATE TABLE announcements (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title             text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  -- Sanitized before it is stored (community/html.ts).
  body_html         text NOT NULL CHECK (length(body_html) <= 20000),
  audience          text NOT NULL CHECK (audience IN ('all', 'group', 'careTeam')),
  group_id          integer REFERENCES patient_groups (id) ON DELETE CASCADE,
  -- The author's doctor record, whose care teams a 'careTeam' announcement goes to.
  author_doctor_id  integer REFERENCES doctors (id) ON DELETE CASCADE,
  author_id         integer REFERENCES users (id) ON DELETE SET NULL,
  author_name       text NOT NULL,
  pinned            boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'group') = (group_id IS NOT NULL)),
  CHECK (audience <> 'careTeam' OR author_doctor_id IS NOT NULL)
);
CREATE INDEX announcements_order_idx ON announcements (pinned DESC, created_at DESC, id DESC);

CREATE TABLE announcement_reads (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  patient_id      integer NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, patient_id)
);

-- Clinicians (admins and doctors) publish and lead groups; patients take part. Reading is open
-- to every signed-in role, each answered for what it may see.
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'announcement:manage'),
  ('admin', 'group:manage'),
  ('doctor', 'announcement:manage'),
  ('doctor', 'group:manage'),
  ('patient', 'community:participate')
ON CONFLICT DO NOTHING;
