-- The server's least-privilege role and the retention of read lines.
--
-- The server runs its requests as a role of its own (created after the migrations by
-- src/platform/db/app-role.ts, which needs a password it generates): it may read and write the tables, but
-- on audit_log only INSERT and SELECT, so no request can rewrite or erase what was done. This
-- migration holds what that role is built on.

-- A read of patient data (a record or a list shown) is audited like a write, but only read lines
-- are purged after their retention age (platform/jobs/retention.ts); written lines are kept.
ALTER TABLE audit_log ADD COLUMN read boolean NOT NULL DEFAULT false;
CREATE INDEX audit_log_read_at_idx ON audit_log (at) WHERE read;

-- The app role's name and password, readable by the owner only (the app role gets no USAGE on
-- this schema). One row.
CREATE SCHEMA cep_private;
REVOKE ALL ON SCHEMA cep_private FROM PUBLIC;
CREATE TABLE cep_private.app_role (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  role_name text NOT NULL,
  password  text NOT NULL
);

-- The one way the app role deletes audit lines: read lines older than the given age (at least one
-- day, whatever the caller asks). SECURITY DEFINER: runs with the owner's rights, so the app role
-- needs EXECUTE on it, not DELETE on the table. Returns how many lines went.
CREATE FUNCTION purge_read_audit(older_than interval) RETURNS bigint
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  WITH gone AS (
    DELETE FROM public.audit_log
     WHERE read AND at < now() - greatest(older_than, interval '1 day')
    RETURNING 1
  )
  SELECT count(*) FROM gone
$$;
REVOKE ALL ON FUNCTION purge_read_audit(interval) FROM PUBLIC;
