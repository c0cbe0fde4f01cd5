import type {
  AccessHistoryPage,
  AccessHistoryQuery,
  ErasureListQuery,
  ErasureRequest,
  MyErasure,
  Page,
} from '@cep/contract';
import type { Send } from './send';

/**
 * Issue 32 §4–5: a patient's own access history and erasure request (no patient id: always the
 * caller's own; anyone else 40370), and the admin's answers to erasure requests.
 */
export interface PrivacyRightsCalls {
  /** `GET /api/privacy/accessHistory`: who read or changed the caller's record, newest first. */
  listMyAccessHistory(query?: Partial<AccessHistoryQuery>): Promise<AccessHistoryPage>;
  /** `GET /api/privacy/erasure`: the caller's latest request and what an erasure would do. */
  getMyErasure(): Promise<MyErasure>;
  /** `POST /api/privacy/erasure`: asks for erasure; one pending already → 40950. */
  requestMyErasure(): Promise<ErasureRequest>;
  /** `GET /api/erasureRequests` (erasure:manage): pending first, nearest deadline first. */
  listErasureRequests(query?: Partial<ErasureListQuery>): Promise<Page<ErasureRequest>>;
  /** `POST /api/erasureRequests` (erasure:manage): asks for a patient; one pending → 40950. */
  requestErasureFor(patientId: number): Promise<ErasureRequest>;
  /** `POST /api/erasureRequests/:id/complete`: runs the erasure; answered already → 40951. */
  completeErasureRequest(id: number): Promise<ErasureRequest>;
  /** `POST /api/erasureRequests/:id/reject`: with the reason; answered already → 40951. */
  rejectErasureRequest(id: number, reason: string): Promise<ErasureRequest>;
}

/** The functions of {@link PrivacyRightsCalls}. */
export function privacyRightsCalls(send: Send): PrivacyRightsCalls {
  return {
    listMyAccessHistory: (query = {}) => send('listMyAccessHistory', { params: query }),
    getMyErasure: () => send('getMyErasure', {}),
    requestMyErasure: () => send('requestMyErasure', {}),
    listErasureRequests: (query = {}) => send('listErasureRequests', { params: query }),
    requestErasureFor: (patientId) => send('requestErasureFor', { data: { patientId } }),
    completeErasureRequest: (id) => send('completeErasureRequest', { pathParams: { id } }),
    rejectErasureRequest: (id, reason) =>
      send('rejectErasureRequest', { pathParams: { id }, data: { reason } }),
  };
}
