-- Playback of long windows (issue 15): each chunk's min/max per channel over its whole second
-- (int16 pairs, channel order), so a whole-recording overview reads 128 bytes per second of a
-- 32-channel device instead of its per-100 ms summary. Null for chunks stored before this column.
ALTER TABLE recording_chunks ADD COLUMN chunk_range bytea;
