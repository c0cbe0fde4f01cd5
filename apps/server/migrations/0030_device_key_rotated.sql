-- A device's connection also ends when the admin gives it a new key (issue 28): the heartbeat
-- finds the key it said hello with replaced and closes it (4009), and the admin sees why.
ALTER TABLE signal_devices DROP CONSTRAINT signal_devices_last_disconnect_reason_check;
ALTER TABLE signal_devices ADD CONSTRAINT signal_devices_last_disconnect_reason_check
  CHECK (last_disconnect_reason IN (
    'device-closed', 'too-fast', 'queue-full', 'no-pong', 'replaced', 'disabled', 'key-rotated',
    'server-shutdown', 'server-error'));
