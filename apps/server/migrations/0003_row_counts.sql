-- Exact row counts of the tables the console pages through, kept by triggers, so an unfiltered
-- list knows its total with one primary-key lookup instead of counting every row per request
-- (count(*) over 10 000 patients cost ~10x the page itself; bench/server).
--
-- Exact under concurrency: the UPDATE takes the counter row's lock, so concurrent inserts add in
-- turn, and the new count commits in the same transaction as the rows it counts (a reader's
-- snapshot sees both or neither). Statement-level triggers with transition tables: one UPDATE per
-- statement, not per row.

CREATE TABLE row_counts (
  table_name text PRIMARY KEY,
  n          bigint NOT NULL CHECK (n >= 0)
);

CREATE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM changed) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM changed) WHERE table_name = TG_TABLE_NAME;
  ELSE -- TRUNCATE
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'doctors', 'patients'] LOOP
    EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', t);
    EXECUTE format('INSERT INTO row_counts SELECT %L, count(*) FROM %I', t, t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply()', t || '_count_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply()', t || '_count_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply()', t || '_count_truncate', t);
  END LOOP;
END $$;
