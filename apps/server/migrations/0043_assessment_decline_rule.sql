-- Issue 33 §3: the assistant's rule for a reliable decline between two MoCA or MMSE totals.
ALTER TABLE assistant_findings
  DROP CONSTRAINT assistant_findings_rule_check,
  ADD CONSTRAINT assistant_findings_rule_check CHECK (rule IN
    ('weakDomains', 'plateau', 'missedSessions', 'decline', 'reassessmentDue', 'assessmentDecline'));
