-- Live signal streams re-authorized at once (issue 28, item 4): a committed change that may take
-- a viewer's right to a device's live signal away is NOTIFYed on `signal_live_access`, so every
-- instance re-checks the streams it holds (signals/live-access.ts). Triggers, not calls in the
-- code, so no writer of these tables (an admin's call, a seed, a script) can forget it; NOTIFY is
-- delivered when the transaction commits, never after a rollback.
--   `device:<id>`: a recording started on the device (its live signal is now a patient's data);
--   `people`: roles, care teams, doctor records or patient accounts changed (whose right, the
--   listener works out: it re-checks all its streams; identical notices of one transaction are
--   delivered once).

CREATE FUNCTION signal_live_access_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('signal_live_access', 'people');
  RETURN NULL;
END $$;

CREATE FUNCTION signal_live_access_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('signal_live_access', 'device:' || NEW.device_id);
  RETURN NULL;
END $$;

CREATE TRIGGER recording_devices_live_access AFTER INSERT ON recording_devices
  FOR EACH ROW EXECUTE FUNCTION signal_live_access_device();

CREATE TRIGGER user_roles_live_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION signal_live_access_people();
CREATE TRIGGER care_team_members_live_access
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_team_members
  FOR EACH STATEMENT EXECUTE FUNCTION signal_live_access_people();
CREATE TRIGGER doctors_live_access AFTER UPDATE OF user_id OR DELETE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION signal_live_access_people();
CREATE TRIGGER patients_live_access AFTER UPDATE OF user_id OR DELETE ON patients
  FOR EACH STATEMENT EXECUTE FUNCTION signal_live_access_people();
