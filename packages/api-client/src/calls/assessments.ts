import type { ApiClient } from '../types';
import type { Send } from './send';

type AssessmentCalls = Pick<
  ApiClient,
  | 'listAssessments'
  | 'getAssessment'
  | 'saveAssessmentDraft'
  | 'finishAssessment'
  | 'amendAssessment'
>;

/** Assessments (issue 14): MoCA and MMSE score sheets, drafts, finishing and amendments. */
export function assessmentCalls(send: Send): AssessmentCalls {
  return {
    listAssessments: (query) => send('listAssessments', { params: query }),
    getAssessment: (id) => send('getAssessment', { params: { id } }),
    saveAssessmentDraft: (draft) => send('saveAssessmentDraft', { data: draft }),
    finishAssessment: (finish) => send('finishAssessment', { data: finish }),
    amendAssessment: (amend) => send('amendAssessment', { data: amend }),
  };
}
