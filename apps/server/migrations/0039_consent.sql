-- Separate consent (issue 32 item 2; PIPL Art. 14–15, 28–29). A patient decides each purpose on
-- its own, against a versioned text:
--   medical   — use of their data for their care (needed to use the platform);
--   signals   — recording physiological signals;
--   community — 群体互动: groups, posts, challenges, group sessions;
--   research  — de-identified data for research (optional).
--
-- consent_texts: every published version, never edited (a new wording is a new version, the
-- history stays). `requires_redecision`: patients who decided on an earlier version decide again.
-- consent_decisions: every decision, never changed (the current state is the latest row of the
-- purpose). A paper decision carries its scan (a stored file) and the clinician who recorded it.
-- A decision is a legal record of the patient: RESTRICT, as the clinical record (migration 0038).
CREATE TABLE consent_texts (
  purpose              text NOT NULL CHECK (purpose IN ('medical', 'signals', 'community', 'research')),
  version              integer NOT NULL CHECK (version > 0),
  title_zh             text NOT NULL,
  body_zh              text NOT NULL,
  title_en             text NOT NULL,
  body_en              text NOT NULL,
  requires_redecision  boolean NOT NULL DEFAULT true,
  published_by         integer REFERENCES users (id) ON DELETE SET NULL,
  published_by_name    text,
  published_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, version)
);

CREATE TABLE consent_decisions (
  id                bigserial PRIMARY KEY,
  patient_id        integer NOT NULL REFERENCES patients (id) ON DELETE RESTRICT,
  purpose           text NOT NULL,
  version           integer NOT NULL,
  decision          text NOT NULL CHECK (decision IN ('accepted', 'declined', 'withdrawn')),
  method            text NOT NULL CHECK (method IN ('app', 'paper')),
  recorded_by       integer REFERENCES users (id) ON DELETE SET NULL,
  recorded_by_name  text,
  scan_file_id      uuid REFERENCES files (id),
  decided_at        timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (purpose, version) REFERENCES consent_texts (purpose, version),
  CHECK ((method = 'paper') = (scan_file_id IS NOT NULL))
);
-- The latest decision of a patient's purpose: the one every check reads.
CREATE INDEX consent_decisions_latest_idx ON consent_decisions (patient_id, purpose, id DESC);

-- History is kept: neither table's rows are ever changed (a foreign key's SET NULL aside: the
-- person who published or recorded may go, their name stays).
CREATE FUNCTION consent_decisions_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.patient_id, NEW.purpose, NEW.version, NEW.decision, NEW.method, NEW.decided_at,
      NEW.scan_file_id, NEW.recorded_by_name)
     IS DISTINCT FROM
     (OLD.patient_id, OLD.purpose, OLD.version, OLD.decision, OLD.method, OLD.decided_at,
      OLD.scan_file_id, OLD.recorded_by_name) THEN
    RAISE EXCEPTION 'consent decisions are never changed: add a new one';
  END IF;
  RETURN NEW;
END $$;
CREATE FUNCTION consent_texts_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.purpose, NEW.version, NEW.title_zh, NEW.body_zh, NEW.title_en, NEW.body_en,
      NEW.requires_redecision, NEW.published_at, NEW.published_by_name)
     IS DISTINCT FROM
     (OLD.purpose, OLD.version, OLD.title_zh, OLD.body_zh, OLD.title_en, OLD.body_en,
      OLD.requires_redecision, OLD.published_at, OLD.published_by_name) THEN
    RAISE EXCEPTION 'consent texts are never changed: publish a new version';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER consent_texts_kept BEFORE UPDATE ON consent_texts
  FOR EACH ROW EXECUTE FUNCTION consent_texts_are_kept();
CREATE TRIGGER consent_decisions_kept BEFORE UPDATE ON consent_decisions
  FOR EACH ROW EXECUTE FUNCTION consent_decisions_are_kept();

-- Version 1 of each purpose: plain words, short sentences, easy to read aloud.
INSERT INTO consent_texts (purpose, version, title_zh, body_zh, title_en, body_en, requires_redecision) VALUES
('medical', 1, '用于您的诊疗',
 '我们会记录您的健康信息和训练结果。这些信息只用于您的诊疗。只有您和您的护理团队能看到。没有这项同意，我们不能用本平台为您提供诊疗。您可以随时撤回。撤回后，已有的病历仍按法律保存。',
 'Use for your care',
 'We record your health information and training results. We use them only for your care. Only you and your care team can see them. Without this consent, we cannot use this platform for your care. You can withdraw at any time. If you withdraw, your existing medical record is kept as the law requires.',
 true),
('signals', 1, '记录生理信号',
 '训练时，我们可以用设备记录您的脑电、心率等生理信号。记录只用于您的诊疗和训练。只有您的护理团队能看到。您可以不同意。不同意时，我们不会为您记录信号，其他训练照常进行。您可以随时撤回。',
 'Recording body signals',
 'During training, we can use devices to record signals such as brain waves and heart rate. The recordings are used only for your care and training. Only your care team can see them. You can say no. If you say no, we will not record signals, and your other training goes on as usual. You can withdraw at any time.',
 true),
('community', 1, '参与群体互动',
 '您可以加入病友小组，发帖，参加挑战和小组活动。在小组里，别人只看到您的昵称，看不到您的真实姓名。您可以不同意。不同意时，您不会被加入小组。撤回后，您会离开所有小组和挑战，您的病历不受影响。',
 'Joining the community',
 'You can join patient groups, post messages, and take part in challenges and group sessions. In a group, others see only your nickname, never your real name. You can say no. If you say no, you will not be added to groups. If you withdraw, you leave all groups and challenges. Your medical record is not affected.',
 true),
('research', 1, '去标识化数据用于研究（可选）',
 '这一项是可选的。我们想把去掉姓名等身份信息的数据用于医学研究。研究人员无法知道这是您的数据。不同意不影响您的诊疗。您可以随时撤回，撤回后不再使用您的数据开展新的研究。',
 'De-identified data for research (optional)',
 'This item is optional. We would like to use your data for medical research, with your name and other identifying details removed. Researchers cannot tell the data is yours. Saying no does not affect your care. You can withdraw at any time. After that, your data is not used in new research.',
 true);

-- Publishing texts is the admin's; deciding in the app the patient's own; recording a paper
-- consent is the admin's and the doctor's (the handler also asks for the patient's care team).
INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'consent:manage'),
  ('patient', 'consent:decide'),
  ('admin', 'consent:record'),
  ('doctor', 'consent:record')
ON CONFLICT DO NOTHING;
