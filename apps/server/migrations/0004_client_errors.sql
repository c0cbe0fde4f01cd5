-- Errors the console caught and reported (POST /api/clientErrors), so they outlive the page that
-- saw them; admins read them with GET /api/clientErrors/list. A deleted account keeps its reports
-- (user_id set to NULL, the username stays as it was).
CREATE TABLE client_errors (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    integer REFERENCES users (id) ON DELETE SET NULL,
  username   text,
  message    text NOT NULL,
  stack      text,
  vm         text,
  info       text,
  url        text NOT NULL,
  user_agent text,
  at         timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX client_errors_at_idx ON client_errors (at DESC);
