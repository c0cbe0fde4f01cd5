-- Migrations are never edited once applied (migrations/README.md): each applied file's sha256 is
-- kept beside its name, and the migrator refuses to start when a file no longer matches what the
-- database applied. Rows applied before this migration are backfilled by the migrator (the file
-- as it is now is taken as what was applied: nothing older can be known).
ALTER TABLE schema_migrations ADD COLUMN checksum text;
