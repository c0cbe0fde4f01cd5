-- Sign-in throttling on several counters at once (per source, per account, per network): every
-- counted attempt writes one row per counter, and `attempt` ties those rows together so a
-- successful sign-in can withdraw its own rows from a counter it does not reset (the network's).
ALTER TABLE login_failures ADD COLUMN attempt uuid;

-- The global rate limit of unauthenticated API requests (src/platform/http/rate-limit.ts) when there is no
-- Redis: one row per client network, its count and the end of its window.
CREATE TABLE rate_limit_hits (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_resets_at_idx ON rate_limit_hits (resets_at);
