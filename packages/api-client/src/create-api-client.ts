import axios from 'axios';
import { ApiError } from './api-error';
import { articleCalls } from './calls/articles';
import { auditCalls } from './calls/audit';
import { careTeamCalls } from './calls/care-teams';
import { trainingCalls } from './calls/training';
import { assessmentCalls } from './calls/assessments';
import { assistantCalls } from './calls/assistant';
import { communityCalls } from './calls/community';
import { clientErrorCalls } from './calls/client-errors';
import { doctorCalls } from './calls/doctors';
import { fileCalls } from './calls/files';
import { passwordCalls } from './calls/password';
import { patientCalls } from './calls/patients';
import { exportCalls } from './calls/exports';
import { createSend } from './calls/send';
import { adminOpsCalls } from './calls/admin-ops';
import { myDataCalls } from './calls/my-data';
import { patientImportCalls } from './calls/patient-import';
import { consentCalls } from './calls/consent';
import { privacyRightsCalls } from './calls/privacy-rights';
import { secondFactorCalls } from './calls/second-factor';
import { fhirCalls } from './calls/fhir';
import { sessionCalls } from './calls/session';
import { signalCalls } from './calls/signals';
import { signInSessionCalls } from './calls/sign-in-sessions';
import { userCalls } from './calls/users';
import { messagingCalls } from './calls/messaging';
import { oidcCalls } from './calls/oidc';
import { REFRESH_THRESHOLD_MS, REQUEST_TIMEOUT_MS, SESSION_ENDED_CODES } from './constants';
import { defaultConfirmRelogin, defaultOnRelogin, defaultOnSessionEnded } from './defaults';
import { endpoints } from './endpoints';
import { installInterceptors } from './http';
import { createRefresher } from './refresh';
import { createRelogin } from './relogin';
import { memoryTokenStore } from './token-store';
import type { ApiClient } from './api-client';
import type { ApiClientOptions } from './types';

/**
 * Creates the client of the 认知增强平台 API: a typed function per call of the contract, on one
 * axios instance that sends the token, refreshes it before it runs out, unwraps the envelope and
 * handles errors as spec §4/§7/§8 say. Each client has its own token store and its own refresh and
 * re-login state.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseURL,
    tokenStore = memoryTokenStore(),
    notify = () => {},
    confirmRelogin = defaultConfirmRelogin,
    onRelogin = defaultOnRelogin,
    onSessionEnded = defaultOnSessionEnded,
    refreshThresholdMs = REFRESH_THRESHOLD_MS,
    timeoutMs = REQUEST_TIMEOUT_MS,
    confirmIdentity,
    onSecondFactorPending,
  } = options;
  // One identity dialog for any number of sensitive requests refused together (like re-login).
  let confirming: Promise<boolean> | undefined;
  const stepUp = confirmIdentity
    ? () =>
        (confirming ??= confirmIdentity()
          .catch(() => false)
          .finally(() => {
            confirming = undefined;
          }))
    : undefined;

  const http = axios.create({ baseURL, timeout: timeoutMs });
  const send = createSend(http);
  const session = sessionCalls(send, tokenStore);
  const relogin = createRelogin({ confirmRelogin, onRelogin, tokenStore });
  /*
   * Someone ended this session: the token is dropped and the app told, once however many requests
   * and streams hear it together (nothing to ask, unlike an expiry).
   */
  let endedTold = false;
  const sessionEnded = (code: number, message: string) => {
    if (endedTold) return;
    endedTold = true;
    tokenStore.clear();
    onSessionEnded(code, message);
  };
  const ensureFresh = createRefresher({
    tokenStore,
    thresholdMs: refreshThresholdMs,
    async refresh(token) {
      try {
        await session.refreshToken(token);
      } catch (error) {
        // Spec §4: a refresh the server refused is an expired session: ask to sign in again
        // (joins the dialog its 500xx answer already opened). No answer at all is a network
        // error, already handled as such.
        // A session someone ended (40140/40141) was handed to `sessionEnded`: nothing to ask.
        if (
          error instanceof ApiError &&
          error.code !== 0 &&
          !SESSION_ENDED_CODES.includes(error.code)
        )
          void relogin();
        throw error;
      }
    },
  });
  installInterceptors(http, {
    tokenStore,
    notify,
    relogin,
    sessionEnded,
    ensureFresh,
    ...(stepUp ? { stepUp } : {}),
    ...(onSecondFactorPending ? { onSecondFactorPending } : {}),
    noRefreshPaths: new Set([
      endpoints.login.path,
      endpoints.refreshToken.path,
      endpoints.logout.path,
      endpoints.oidcExchange.path,
    ]),
  });

  return {
    ...session,
    ...userCalls(send),
    ...doctorCalls(send),
    ...patientCalls(send),
    ...fileCalls(send, baseURL, http),
    ...auditCalls(send),
    ...clientErrorCalls(send),
    ...careTeamCalls(send),
    ...passwordCalls(send),
    ...adminOpsCalls(send),
    ...exportCalls(http),
    ...trainingCalls(send),
    ...assessmentCalls(send),
    ...assistantCalls(send, baseURL, tokenStore, sessionEnded),
    ...signalCalls(send, http, baseURL, tokenStore),
    ...articleCalls(send),
    ...communityCalls(send, baseURL, tokenStore, sessionEnded),
    ...messagingCalls(send, baseURL, tokenStore, sessionEnded),
    ...signInSessionCalls(send),
    ...oidcCalls(send, baseURL, tokenStore),
    ...secondFactorCalls(send),
    ...fhirCalls(http),
    ...patientImportCalls(send),
    ...consentCalls(send),
    ...privacyRightsCalls(send),
    ...myDataCalls(send, http),
    tokenStore,
    http,
  };
}
