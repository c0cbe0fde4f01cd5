import {
  consentDecide,
  consentPatientQuery,
  consentState,
  consentText,
  consentTextList,
  consentTextPublish,
  paperConsent,
} from '../domain/consent';
import { call } from './call-def';

/*
 * Separate consent (issue 32 item 2): versioned texts (the admin publishes), the patient's own
 * decisions, a clinician's view and paper record. Every write is audited in its transaction.
 */
export const consentCalls = {
  listConsentTexts: call({
    method: 'GET',
    path: '/api/consent/texts',
    summary: '知情同意书：每个事项的全部版本（新版本在前）',
    access: 'signedIn',
    response: consentTextList,
  }),
  publishConsentText: call({
    method: 'POST',
    path: '/api/consent/texts/publish',
    summary: '发布某事项的新版知情同意书（旧版本保留，不可修改；可要求患者重新决定）',
    access: 'consent:manage',
    body: consentTextPublish,
    response: consentText,
  }),
  getMyConsent: call({
    method: 'GET',
    path: '/api/consent/mine',
    summary: '患者本人：每个事项的当前决定、是否需要决定、历史记录（账号尚无患者档案时为 null）',
    access: 'consent:decide',
    response: consentState.nullable(),
  }),
  decideMyConsent: call({
    method: 'POST',
    path: '/api/consent/decide',
    summary: '患者本人：同意、不同意或撤回同意（每个事项单独决定，针对当前版本）',
    access: 'consent:decide',
    body: consentDecide,
    response: consentState,
  }),
  getPatientConsent: call({
    method: 'GET',
    path: '/api/consent/patient',
    summary: '读取患者的同意情况（管理员任一患者，医生其护理团队的患者，患者本人）',
    access: 'patient:list',
    query: consentPatientQuery,
    response: consentState,
  }),
  recordPaperConsent: call({
    method: 'POST',
    path: '/api/consent/paper',
    summary: '护理团队医生或管理员：登记患者的纸质知情同意书（附扫描件）',
    access: 'consent:record',
    body: paperConsent,
    response: consentState,
  }),
} as const;
