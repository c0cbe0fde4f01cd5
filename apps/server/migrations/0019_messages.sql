-- Messages (issue 16): one-to-one conversations between two accounts — a patient and a clinician of
-- their care team, or two staff members. Who may talk to whom is the server's rule
-- (src/messages/access.ts), checked when a conversation starts and on every send.

-- A pair of accounts has one conversation: the lower account id first, so (a, b) and (b, a) are
-- the same row. `last_seq` numbers its messages; taking the next number updates this row, whose
-- lock is then held until commit, so a conversation's numbers commit in their own order (a client
-- that has seen up to n and asks for "after n" can never miss a message committed later with a
-- lower number).
CREATE TABLE conversations (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_low         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_high        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seq         bigint NOT NULL DEFAULT 0,
  last_message_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (user_low < user_high),
  UNIQUE (user_low, user_high)
);

-- Each side's place in the conversation: read up to `read_seq`. A side's unread count is
-- last_seq - read_seq, since sending moves the sender's own read_seq to their message.
CREATE TABLE conversation_members (
  conversation_id  integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_seq         bigint NOT NULL DEFAULT 0 CHECK (read_seq >= 0),
  PRIMARY KEY (conversation_id, user_id)
);
-- "My conversations", and the badge's sum over them.
CREATE INDEX conversation_members_user_idx ON conversation_members (user_id, conversation_id);

CREATE TABLE messages (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id  integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq              bigint NOT NULL CHECK (seq >= 1),
  sender_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body             text NOT NULL DEFAULT '' CHECK (length(body) <= 2000),
  -- A picture in `files` (module 'message'), served only to the conversation's two people.
  image_id         uuid REFERENCES files (id) ON DELETE SET NULL,
  -- The sender's key for this message: a retried send with the same key stores nothing new.
  client_key       uuid,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, seq)
);
CREATE UNIQUE INDEX messages_client_key_idx ON messages (sender_id, client_key)
  WHERE client_key IS NOT NULL;
-- A picture belongs to one message.
CREATE UNIQUE INDEX messages_image_idx ON messages (image_id) WHERE image_id IS NOT NULL;
-- The send limit counts a sender's recent messages.
CREATE INDEX messages_sender_at_idx ON messages (sender_id, created_at);

-- A message's picture goes with it (a deleted account takes its conversations and their pictures).
CREATE FUNCTION delete_message_image() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM files WHERE id = OLD.image_id;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER messages_delete_image
  AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.image_id IS NOT NULL)
  EXECUTE FUNCTION delete_message_image();

-- Everyone signed in uses messages; whom they may reach is the handlers' rule.
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'message:use'),
  ('doctor', 'message:use'),
  ('patient', 'message:use')
ON CONFLICT DO NOTHING;
