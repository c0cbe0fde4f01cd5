import type { CallName } from '@cep/contract';
import type { AxiosInstance } from 'axios';
import type { AdminOpsCalls } from './calls/admin-ops';
import type { MyDataCalls } from './calls/my-data';
import type { PatientImportCalls } from './calls/patient-import';
import type { ConsentCalls } from './calls/consent';
import type { PrivacyRightsCalls } from './calls/privacy-rights';
import type { ArticleCalls } from './calls/articles';
import type { AssessmentCalls } from './calls/assessments';
import type { AssistantCalls } from './calls/assistant';
import type { AuditCalls } from './calls/audit';
import type { CareTeamCalls } from './calls/care-teams';
import type { ClientErrorCalls } from './calls/client-errors';
import type { CommunityCalls } from './calls/community';
import type { DoctorCalls } from './calls/doctors';
import type { ExportCalls } from './calls/exports';
import type { FhirCalls } from './calls/fhir';
import type { FileCalls } from './calls/files';
import type { MessagingCalls } from './calls/messaging';
import type { OidcCalls } from './calls/oidc';
import type { PasswordCalls } from './calls/password';
import type { PatientCalls } from './calls/patients';
import type { SecondFactorCalls } from './calls/second-factor';
import type { SessionCalls } from './calls/session';
import type { SignalCalls } from './calls/signals';
import type { SignInSessionCalls } from './calls/sign-in-sessions';
import type { TrainingCalls } from './calls/training';
import type { UserCalls } from './calls/users';
import type { TokenStore } from './types';

/**
 * A typed function for every call of `@cep/contract`'s table (named as there), plus `fileUrl` for
 * the one call that is a URL (`getFile`). Each resolves the envelope's `data`, or rejects with an
 * `ApiError` after the error handling of spec §8. Each area's functions are written, with their
 * signatures, in `src/calls/<area>.ts`.
 */
export interface ApiClient
  extends
    SessionCalls,
    UserCalls,
    DoctorCalls,
    PatientCalls,
    FileCalls,
    AuditCalls,
    ClientErrorCalls,
    CareTeamCalls,
    PasswordCalls,
    AdminOpsCalls,
    ExportCalls,
    TrainingCalls,
    AssessmentCalls,
    AssistantCalls,
    SignalCalls,
    ArticleCalls,
    MessagingCalls,
    CommunityCalls,
    OidcCalls,
    SignInSessionCalls,
    SecondFactorCalls,
    FhirCalls,
    PatientImportCalls,
    ConsentCalls,
    PrivacyRightsCalls,
    MyDataCalls {
  /** The token store the client reads and writes. */
  readonly tokenStore: TokenStore;
  /** The underlying axios instance, with the token, refresh and error handling installed. */
  readonly http: AxiosInstance;
}

/** Compile-time check: a call of the contract with no function in any area fails the build. */
type Assert<T extends true> = T;
export type _EveryCallHasAFunction = Assert<
  [Exclude<CallName, keyof ApiClient>] extends [never] ? true : false
>;
