-- Issue 33 §2: a therapist's settings of each plan item (trials, time limit, stimulus time,
-- distractors; the contract checks each against the exercise's safe range), and a clinician's
-- 隐藏成绩 switch per patient: the patient's own screens and answers then carry no score.
ALTER TABLE training_plan_items ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE patients ADD COLUMN training_scores_hidden boolean NOT NULL DEFAULT false;
