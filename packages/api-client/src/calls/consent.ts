import type { CallBody, ConsentState, ConsentText } from '@cep/contract';
import type { Send } from './send';

/** Separate consent (issue 32 item 2): the texts, the patient's decisions, a paper consent. */
export interface ConsentCalls {
  /** `GET /api/consent/texts`: every version of every purpose, newest first within a purpose. */
  listConsentTexts(): Promise<ConsentText[]>;
  /** `POST /api/consent/texts/publish` (consent:manage): a new version; earlier ones are kept. */
  publishConsentText(text: CallBody<'publishConsentText'>): Promise<ConsentText>;
  /**
   * `GET /api/consent/mine` (consent:decide, patients): the signed-in patient's consent; null
   * for a patient account that has no patient record yet (nothing to decide).
   */
  getMyConsent(): Promise<ConsentState | null>;
  /**
   * `POST /api/consent/decide`: the patient accepts, declines or withdraws purposes (against the
   * version read: a newer one answers 40930; withdrawing what is not accepted 40931).
   */
  decideMyConsent(decide: CallBody<'decideMyConsent'>): Promise<ConsentState>;
  /** `GET /api/consent/patient?patientId=` (patient:list): admin any, care team, the patient. */
  getPatientConsent(patientId: number): Promise<ConsentState>;
  /** `POST /api/consent/paper` (consent:record, care team): a paper consent with its scan. */
  recordPaperConsent(paper: CallBody<'recordPaperConsent'>): Promise<ConsentState>;
}

/** The functions of {@link ConsentCalls}. */
export function consentCalls(send: Send): ConsentCalls {
  return {
    listConsentTexts: () => send('listConsentTexts', {}),
    publishConsentText: (text) => send('publishConsentText', { data: text }),
    getMyConsent: () => send('getMyConsent', {}),
    decideMyConsent: (decide) => send('decideMyConsent', { data: decide }),
    getPatientConsent: (patientId) => send('getPatientConsent', { params: { patientId } }),
    recordPaperConsent: (paper) => send('recordPaperConsent', { data: paper }),
  };
}
