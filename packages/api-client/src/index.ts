export { ApiError, isStaleRevision } from './api-error';
export { ERROR_TOAST_MS } from './constants';
export { createApiClient } from './create-api-client';
export { reloginDialogMessages, type ReloginDialogMessages } from './messages';
export { memoryTokenStore } from './token-store';
export type { ApiClient } from './api-client';
export type { ApiClientOptions, ListQuery, Notify, NotifyOptions, TokenStore } from './types';
// Each area's functions (ApiClient is all of them) and the shapes they take and give.
export type { AdminOpsCalls } from './calls/admin-ops';
export type { PatientImportCalls } from './calls/patient-import';
export type { ConsentCalls } from './calls/consent';
export type { PrivacyRightsCalls } from './calls/privacy-rights';
export type { MyDataCalls } from './calls/my-data';
export type { ArticleCalls } from './calls/articles';
export type { AssessmentCalls } from './calls/assessments';
export type { AssistantCalls } from './calls/assistant';
export type { AuditCalls } from './calls/audit';
export type { CareTeamCalls } from './calls/care-teams';
export type { ClientErrorCalls } from './calls/client-errors';
export type { CommunityCalls } from './calls/community';
export type { DoctorCalls } from './calls/doctors';
export type { DownloadedFile } from './calls/download';
export type { ExportCalls, ExportedFile } from './calls/exports';
export type { FhirCallName, FhirCalls, FhirResource } from './calls/fhir';
export type { FileCalls, UploadOptions } from './calls/files';
export type {
  MessageChannel,
  MessageChannelHandlers,
  MessageChannelOptions,
  MessageChannelStatus,
} from './calls/message-channel';
export type { MessageImageOptions, MessagingCalls } from './calls/messaging';
export type { OidcCalls } from './calls/oidc';
export type { PasswordCalls } from './calls/password';
export type { PatientCalls } from './calls/patients';
export type { SessionCalls } from './calls/session';
export type { SignalCalls } from './calls/signals';
export type { SignInSessionCalls } from './calls/sign-in-sessions';
export type { SignalStreamHandlers } from './calls/signals-live';
export type { TrainingCalls } from './calls/training';
export type { UserCalls } from './calls/users';
