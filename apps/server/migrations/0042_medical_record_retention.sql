-- Issue 32 §1: only the retention job may purge a medical record, after its retention period.
--
-- 《医疗机构管理条例实施细则》第五十三条 keeps outpatient records at least 15 years and inpatient
-- records at least 30; 《医疗纠纷预防和处理条例》第十五条 forbids destroying them. So:
--   * the server's role loses DELETE and TRUNCATE on the medical record's tables (app-role.ts
--     revokes them at every start): no request, whatever it does, can delete a clinical row;
--   * purge_medical_record() below is the one way out. It runs as the owner, purges one archived
--     patient's whole record (assessments with their amendments, training plans, sessions and
--     results, recordings with their parts, the assistant's findings, the conversations of their
--     account, the consents it was processed under and the erasure requests answered for it),
--     then the patient row and, when nothing else names it, their account; and it
--     writes the purge's audit line in the same transaction.
-- It refuses (raises) unless the patient is archived and their record has been quiet for the
-- retention period, and it never accepts a period shorter than the legal minimum of 15 years, so
-- a wrong setting cannot purge early. Its search_path is public's (the cascades' triggers name
-- their tables unqualified); the server's role cannot create objects there.
CREATE FUNCTION purge_medical_record(p_patient integer, keep interval)
RETURNS jsonb
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  p record;
  last_activity timestamptz;
  n_assessments bigint;
  n_plans bigint;
  n_sessions bigint;
  n_results bigint;
  n_recordings bigint;
  n_findings bigint;
  n_conversations bigint;
  account_gone boolean := false;
  counts jsonb;
BEGIN
  IF keep < interval '15 years' THEN
    RAISE EXCEPTION 'medical records are kept at least 15 years, not %', keep
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT id, user_id, archived_at INTO p FROM public.patients WHERE id = p_patient FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no patient %', p_patient USING ERRCODE = 'no_data_found';
  END IF;
  IF p.archived_at IS NULL THEN
    RAISE EXCEPTION 'patient % is not archived', p_patient USING ERRCODE = 'check_violation';
  END IF;
  -- The retention period runs from the record's last entry (or the archiving, if later).
  SELECT greatest(
           p.archived_at,
           (SELECT max(greatest(created_at, updated_at, finished_at))
              FROM public.assessments WHERE patient_id = p_patient),
           (SELECT max(greatest(started_at, finished_at, recorded_at))
              FROM public.exercise_results WHERE patient_id = p_patient),
           (SELECT max(greatest(started_at, stopped_at))
              FROM public.recordings WHERE patient_id = p_patient),
           (SELECT max(m.created_at) FROM public.messages m
              JOIN public.conversation_members cm ON cm.conversation_id = m.conversation_id
             WHERE cm.user_id = p.user_id))
    INTO last_activity;
  IF last_activity >= now() - keep THEN
    RAISE EXCEPTION 'the record of patient % is within its retention period', p_patient
      USING ERRCODE = 'check_violation';
  END IF;

  -- Leaves before their wholes: the foreign keys restrict the other way round (0038).
  DELETE FROM public.exercise_results WHERE patient_id = p_patient;
  GET DIAGNOSTICS n_results = ROW_COUNT;
  DELETE FROM public.recordings WHERE patient_id = p_patient;
  GET DIAGNOSTICS n_recordings = ROW_COUNT;
  DELETE FROM public.training_sessions WHERE patient_id = p_patient;
  GET DIAGNOSTICS n_sessions = ROW_COUNT;
  DELETE FROM public.training_plans WHERE patient_id = p_patient;
  GET DIAGNOSTICS n_plans = ROW_COUNT;
  DELETE FROM public.assessments WHERE patient_id = p_patient;
  GET DIAGNOSTICS n_assessments = ROW_COUNT;
  DELETE FROM public.assistant_findings WHERE patient_id = p_patient;
  GET DIAGNOSTICS n_findings = ROW_COUNT;
  DELETE FROM public.messages m USING public.conversation_members cm
   WHERE cm.conversation_id = m.conversation_id AND cm.user_id = p.user_id
     AND m.sender_id = p.user_id;
  WITH gone AS (
    DELETE FROM public.conversations c
     WHERE c.user_low = p.user_id OR c.user_high = p.user_id
    RETURNING 1)
  SELECT count(*) INTO n_conversations FROM gone;
  -- The consents the record was processed under and the erasure requests answered for it go
  -- with it: they are kept as long as the record they speak of, not longer.
  DELETE FROM public.consent_decisions WHERE patient_id = p_patient;
  DELETE FROM public.erasure_requests WHERE patient_id = p_patient;
  DELETE FROM public.patients WHERE id = p_patient;
  -- The account goes too unless it still names something else (a doctor record, a message in a
  -- group conversation): then it stays, archived.
  BEGIN
    DELETE FROM public.users WHERE id = p.user_id AND archived_at IS NOT NULL;
    account_gone := FOUND;
  EXCEPTION WHEN foreign_key_violation OR restrict_violation THEN
    account_gone := false;
  END;

  counts := jsonb_build_object(
    'assessments', n_assessments, 'trainingPlans', n_plans, 'trainingSessions', n_sessions,
    'exerciseResults', n_results, 'recordings', n_recordings, 'findings', n_findings,
    'conversations', n_conversations, 'accountDeleted', account_gone,
    'lastActivity', last_activity, 'keep', keep::text);
  INSERT INTO public.audit_log (actor_id, actor_name, action, entity, entity_id, outcome, detail)
  VALUES (NULL, 'retention', 'purgeMedicalRecord', 'patient', p_patient::text, 'success', counts);
  RETURN counts;
END $$;
REVOKE ALL ON FUNCTION purge_medical_record(integer, interval) FROM PUBLIC;

-- The retention job's prefilter: archived patients, oldest archiving first.
-- (patients_archived_idx of 0038 serves it.)
