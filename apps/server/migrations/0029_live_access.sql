-- Every long-lived connection re-authorized at once (issue 28, item 4), not only live signal
-- streams: the alert and community streams, the message socket and the devices' own connections
-- listen too (platform/live/access-watch.ts). So 0028's notices move to a channel of their own
-- name, `live_access`, with the same payloads, and two more changes are NOTIFYed:
--   `people`: an account enabled or disabled (disabling revokes its sessions: its streams end);
--   `device:<id>`: a device's key rotated or its status changed (a bridge connected with the old
--   key, or to a disabled device, is closed on whichever instance holds it).
-- Triggers, not calls in the code, so no writer of these tables can forget it; NOTIFY is delivered
-- when the transaction commits, never after a rollback.

DROP TRIGGER recording_devices_live_access ON recording_devices;
DROP TRIGGER user_roles_live_access ON user_roles;
DROP TRIGGER care_team_members_live_access ON care_team_members;
DROP TRIGGER doctors_live_access ON doctors;
DROP TRIGGER patients_live_access ON patients;
DROP FUNCTION signal_live_access_people();
DROP FUNCTION signal_live_access_device();

CREATE FUNCTION live_access_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_access', 'people');
  RETURN NULL;
END $$;

CREATE FUNCTION live_access_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two statements, not one CASE: each is planned only when run, for the row it can name.
  IF TG_TABLE_NAME = 'signal_devices' THEN
    PERFORM pg_notify('live_access', 'device:' || NEW.id);
  ELSE
    PERFORM pg_notify('live_access', 'device:' || NEW.device_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER recording_devices_live_access AFTER INSERT ON recording_devices
  FOR EACH ROW EXECUTE FUNCTION live_access_device();
CREATE TRIGGER signal_devices_live_access AFTER UPDATE OF key_hash, status ON signal_devices
  FOR EACH ROW
  WHEN (OLD.key_hash IS DISTINCT FROM NEW.key_hash OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION live_access_device();

CREATE TRIGGER user_roles_live_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION live_access_people();
CREATE TRIGGER care_team_members_live_access
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_team_members
  FOR EACH STATEMENT EXECUTE FUNCTION live_access_people();
CREATE TRIGGER doctors_live_access AFTER UPDATE OF user_id OR DELETE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION live_access_people();
CREATE TRIGGER patients_live_access AFTER UPDATE OF user_id OR DELETE ON patients
  FOR EACH STATEMENT EXECUTE FUNCTION live_access_people();
CREATE TRIGGER users_live_access AFTER UPDATE OF status ON users
  FOR EACH STATEMENT EXECUTE FUNCTION live_access_people();

-- Why a device's last connection ended: also because its key was rotated while it was connected.
ALTER TABLE signal_devices DROP CONSTRAINT signal_devices_last_disconnect_reason_check;
ALTER TABLE signal_devices ADD CONSTRAINT signal_devices_last_disconnect_reason_check
  CHECK (last_disconnect_reason IN (
    'device-closed', 'too-fast', 'queue-full', 'no-pong', 'replaced', 'disabled', 'key-rotated',
    'server-shutdown', 'server-error'));
