-- Issue 28 §3: long-lived connections (the alert and community streams, the signal live view, the
-- message socket) counted on every instance together, so one account or one client network cannot
-- hold any number of them (src/platform/live/live-connections.ts). One row per open connection;
-- its instance refreshes `seen_at` while it holds it and deletes it on close, and a row not seen
-- for a while is a dead instance's and no longer counts.
-- UNLOGGED: after a crash of PostgreSQL the table starts empty, which is right (no connection
-- outlives it), and the frequent heartbeat writes skip the WAL.
CREATE UNLOGGED TABLE live_connections (
  id          uuid PRIMARY KEY,
  instance_id uuid NOT NULL,
  kind        text NOT NULL,
  user_id     integer NOT NULL,
  network     text NOT NULL,
  opened_at   timestamptz NOT NULL DEFAULT now(),
  seen_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_connections_user_idx ON live_connections (kind, user_id);
CREATE INDEX live_connections_network_idx ON live_connections (kind, network);
CREATE INDEX live_connections_instance_idx ON live_connections (instance_id);
