import type { AlertHub } from './assistant/alert-hub';
import { runAssistant } from './assistant/findings';
import { assistantHandlers } from './assistant/routes';
import { articleHandlers } from './articles/routes';
import { assessmentHandlers } from './assessments/routes';
import { auditHandlers } from './audit-log/routes';
import { clientErrorHandlers } from './client-errors/routes';
import type { CommunityHub } from './community/live-hub';
import { postPictureRule } from './community/post-images';
import { communityHandlers } from './community/routes';
import { consentHandlers } from './consent/routes';
import { consentScanRule } from './consent/scan-access';
import { dashboardHandlers } from './dashboard/routes';
import { fhirAssessmentHandlers } from './fhir/assessments/routes';
import { fhirCareHandlers } from './fhir/care/routes';
import { patientCompartment } from './fhir/compartment';
import { fhirHandlers } from './fhir/routes';
import { fhirReportHandlers } from './fhir/reports/routes';
import type { IdentifierSystems } from './fhir/systems';
import { doctorHandlers } from './doctors/routes';
import { settingsHandlers } from './identity/idle-lock';
import { passwordHandlers } from './identity/password';
import { oidcHandlers } from './identity/oidc/flow';
import { withProviderLogout } from './identity/oidc/logout';
import { oidcProvider } from './identity/oidc/provider';
import { sessionHandlers } from './identity/sign-in';
import { signInSessionHandlers } from './identity/sign-in-sessions';
import { defaultLoginLimits, type LoginLimits } from './identity/throttling/login-limits';
import { userHandlers } from './identity/users/routes';
import { verifyPasswordHandlers } from './identity/verify-password';
import { createDirectory } from './identity/ldap/directory';
import type { LdapConfig } from './platform/ldap-config';
import { resetUserSecondFactor } from './identity/second-factor/admin-reset';
import { secondFactorHandlers } from './identity/second-factor/routes';
import { signInPolicyHandlers } from './identity/second-factor/sign-in-policy';
import { messagePictureRule } from './messages/image-access';
import { messageHandlers, type MessageLimits } from './messages/routes';
import { myDataHandlers } from './my-data/routes';
import type { MyDataWorker } from './my-data/worker';
import { careTeamHandlers } from './patients/care-team-routes';
import { patientPictureRule } from './patients/patient-pictures';
import { patientHandlers } from './patients/routes';
import { patientImportHandlers } from './patient-import/routes';
import { privacyRightsHandlers } from './privacy-rights/routes';
import type { Handlers } from './platform/calls/context';
import type { OidcConfig } from './platform/config';
import { health } from './platform/calls/health';
import { ready } from './platform/calls/ready';
import type { PatientDataWritten } from './platform/calls/hooks';
import { fileHandlers } from './platform/files/files';
import { reportHandlers } from './reports/routes';
import { signalHandlers } from './signals/routes';
import { trainingHandlers } from './training/routes';

/** What the handlers are built with: the domains' settings and the live feeds app.ts made. */
export interface HandlerParts extends MessageLimits {
  /** Sign-in throttling rules; tests loosen or tighten them. */
  loginLimits?: Partial<LoginLimits> | undefined;
  /** The hospital's directory (LDAP_*); unset = no directory sign-in. */
  ldap?: LdapConfig | undefined;
  alerts: AlertHub;
  community: CommunityHub;
  /** The hospital's identity provider (OIDC_*); absent = no OIDC sign-in. */
  oidc?: OidcConfig | undefined;
  /** The hospital's identifier systems for FHIR (FHIR_MRN_SYSTEM, FHIR_ID_CARD_SYSTEM). */
  fhirSystems?: Partial<IdentifierSystems> | undefined;
  /** 我的数据's background preparation (app.ts starts and stops it). */
  myData: MyDataWorker;
}

/**
 * The one table of handlers: every row of the contract's table of calls, from its domain. The
 * compiler refuses a row without a handler (`Handlers`). Cross-domain effects are wired here, never
 * imported both ways: a write of patient data (training, assessments) runs the assistant's rules
 * in its transaction; a stored file is read by its domain's rule.
 */
export function callHandlers(parts: HandlerParts): Handlers {
  const loginLimits = { ...defaultLoginLimits, ...parts.loginLimits };
  const directory = parts.ldap ? createDirectory(parts.ldap) : undefined;
  const assistantRules: PatientDataWritten = (sql, patientId) => runAssistant(sql, patientId);
  const provider = parts.oidc ? oidcProvider(parts.oidc) : undefined;
  const session = sessionHandlers(loginLimits, directory);
  return {
    health,
    ready,
    ...session,
    logout: withProviderLogout(session.logout, provider),
    ...oidcHandlers(provider),
    ...signInSessionHandlers,
    ...passwordHandlers(loginLimits),
    ...verifyPasswordHandlers(loginLimits, directory),
    ...secondFactorHandlers(loginLimits),
    ...signInPolicyHandlers,
    resetUserSecondFactor,
    ...userHandlers,
    ...settingsHandlers,
    ...doctorHandlers,
    ...patientHandlers,
    ...careTeamHandlers,
    ...fileHandlers({
      byModule: { post: postPictureRule, message: messagePictureRule, consent: consentScanRule },
      otherwise: patientPictureRule,
    }),
    ...auditHandlers,
    ...clientErrorHandlers,
    ...dashboardHandlers,
    ...trainingHandlers(assistantRules),
    ...assessmentHandlers(assistantRules),
    ...assistantHandlers(parts.alerts),
    ...reportHandlers,
    ...signalHandlers,
    ...articleHandlers,
    ...communityHandlers(parts.community),
    ...messageHandlers(parts),
    ...fhirHandlers({
      systems: parts.fhirSystems,
      compartment: patientCompartment,
    }),
    ...fhirAssessmentHandlers,
    ...fhirCareHandlers,
    ...fhirReportHandlers(),
    ...patientImportHandlers({ systems: parts.fhirSystems }),
    ...consentHandlers,
    ...privacyRightsHandlers,
    ...myDataHandlers(parts.myData),
  };
}
