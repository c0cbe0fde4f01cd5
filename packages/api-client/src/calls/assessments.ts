import type {
  Assessment,
  AssessmentAmend,
  AssessmentDraftSave,
  AssessmentFinish,
  Page,
} from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** Assessments (issue 14): MoCA and MMSE score sheets, drafts, finishing and amendments. */
export interface AssessmentCalls {
  /**
   * `GET /api/assessment/list?patientId=`: a patient's MoCA and MMSE sheets, the latest test first,
   * each with section totals, domain profile and (once finished) the norms' interpretation.
   * Clinicians of the patient's care team only.
   */
  listAssessments(
    query: ListQuery<'listAssessments'> & { patientId: number },
  ): Promise<Page<Assessment>>;
  /** `GET /api/assessment/detail?id=`: one sheet with every amendment (the original scores kept). */
  getAssessment(id: number): Promise<Assessment>;
  /**
   * `POST /api/assessment/draft`: starts a sheet (no `id`) or saves the draft's scores; a stale
   * `revision` (saved elsewhere meanwhile) → 40902.
   */
  saveAssessmentDraft(draft: AssessmentDraftSave): Promise<Assessment>;
  /** `POST /api/assessment/finish`: locks a complete draft (an empty item → 40001 naming it). */
  finishAssessment(finish: AssessmentFinish): Promise<Assessment>;
  /** `POST /api/assessment/amend`: corrects a finished sheet with a reason; the previous scores are kept. */
  amendAssessment(amend: AssessmentAmend): Promise<Assessment>;
}

/** The functions of {@link AssessmentCalls}. */
export function assessmentCalls(send: Send): AssessmentCalls {
  return {
    listAssessments: (query) => send('listAssessments', { params: query }),
    getAssessment: (id) => send('getAssessment', { params: { id } }),
    saveAssessmentDraft: (draft) => send('saveAssessmentDraft', { data: draft }),
    finishAssessment: (finish) => send('finishAssessment', { data: finish }),
    amendAssessment: (amend) => send('amendAssessment', { data: amend }),
  };
}
