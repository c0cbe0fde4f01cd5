-- Bounded device ingest (issue 28, item 1): what the admin sees of a misbehaving device, and the
-- gaps the server marks on a recording instead of inventing signal.

-- Frames dropped because the device sent faster than its profile or than storage took them
-- (it was told to slow down), since it was added; and why its last connection ended.
ALTER TABLE signal_devices
  ADD COLUMN dropped_frames bigint NOT NULL DEFAULT 0,
  ADD COLUMN last_disconnect_reason text CHECK (last_disconnect_reason IN (
    'device-closed', 'too-fast', 'queue-full', 'no-pong', 'replaced', 'disabled',
    'server-shutdown', 'server-error')),
  ADD COLUMN last_disconnect_at timestamptz;

-- A `gap` marker: where a device's timestamps jumped (closed up, or a short loss filled with
-- zeros); its label says which and how long. Playback and the EDF+/CSV exports show it like any.
ALTER TABLE recording_markers DROP CONSTRAINT recording_markers_source_check;
ALTER TABLE recording_markers ADD CONSTRAINT recording_markers_source_check
  CHECK (source IN ('manual', 'stimulus', 'response', 'gap'));
