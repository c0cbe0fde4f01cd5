import { useAuth, usePermission, useSession } from '@cep/auth/react';
import { HOME_PATH } from '@cep/contract';
import {
  AppShell,
  LayoutProvider,
  useCurrentRoute,
  useIdleLock,
  useTagsView,
  type FlatRoute,
  type IdleLimits,
  type LayoutRoute,
  type LayoutUser,
} from '@cep/layout';
import { ConfirmProvider, useLocale } from '@cep/ui';
import {
  Activity,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createErrorReporter, errorLogEnabled } from '../errors/report-errors';
import { consoleMessages } from '../i18n/messages';
import { routeTitle } from '../i18n/route-titles';
import { useSetLocale } from '../locale-state';
import { useProfile } from '../profile/use-profile';
import { api } from '../api-client';
import { setCloseAllTags } from '../session';
import { usePicture } from '../use-picture';
import { AboutBuild } from './about-build';
import { ConsoleIdleLock } from './console-idle-lock';
import { loadIdleLimits } from './idle-limits';
import { PatientWatermark } from './patient-watermark';
import { revealTopDialog } from './reveal-top-dialog';
import { uploadAvatar } from './upload-avatar';
import { useDocumentTitle } from './use-document-title';

// The avatar menu's dialogs (their forms, react-hook-form, the kit's selects) load when first
// opened, not with every page's first load (issue 12's budget for 首页).
const ProfileDialog = lazy(() =>
  import('../profile/profile-dialog').then((module) => ({ default: module.ProfileDialog })),
);
// The clinicians' bell (issue 14) and its list load after the page: only they have one.
const AlertBell = lazy(() =>
  import('./alert-bell').then((module) => ({ default: module.AlertBell })),
);
// The messages button (issue 16) and its channel load after the page too.
const MessagesButton = lazy(() =>
  import('./messages-button').then((module) => ({ default: module.MessagesButton })),
);
const MySessionsDialog = lazy(() =>
  import('../sign-in-sessions/my-sessions-dialog').then((module) => ({
    default: module.MySessionsDialog,
  })),
);
// 两步验证 (issue 30) and 请验证身份, the dialog sensitive calls ask with.
const SecondFactorDialog = lazy(() =>
  import('../second-factor/second-factor-dialog').then((module) => ({
    default: module.SecondFactorDialog,
  })),
);
const IdentityPromptHost = lazy(() =>
  import('../second-factor/identity-prompt').then((module) => ({
    default: module.IdentityPromptHost,
  })),
);
// Issue 32: the consent gate and screen, for patients only (the sign-in page's budget keeps them out).
const ConsentGate = lazy(() => import('../consent/consent-gate'));
const ChangePasswordDialog = lazy(() =>
  import('../password/change-password-dialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

/**
 * The signed-in console: @cep/layout's shell around every page, fed with the session (the menu
 * the server sent for the user's roles, their name and avatar) and the console's actions (log
 * out, personal centre, change password, navbar avatar upload, language). Loaded only after sign-in.
 */
export default function ConsoleShell() {
  const auth = useAuth();
  const session = useSession();
  const alertsAllowed = usePermission('alert:list');
  const messagesAllowed = usePermission('message:use');
  const isPatient = session.userAuth === '2';
  const locale = useLocale();
  const setLocale = useSetLocale();
  const [profileOpen, setProfileOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  // Mounted from the first opening on (and kept, so closing animates and state survives).
  const [profileWanted, setProfileWanted] = useState(false);
  const [passwordWanted, setPasswordWanted] = useState(false);
  const [sessionsWanted, setSessionsWanted] = useState(false);
  const [secondFactorOpen, setSecondFactorOpen] = useState(false);
  const [secondFactorWanted, setSecondFactorWanted] = useState(false);
  const profile = useProfile(api, { id: session.id, userAuth: session.userAuth });
  // Spec §8: window errors are collected in production (or behind the development flag) and every
  // entry of the error log is sent to the server.
  const [errorReporting] = useState(() => (errorLogEnabled() ? createErrorReporter() : undefined));
  const [idleLimits, setIdleLimits] = useState<IdleLimits>();
  useEffect(() => {
    let current = true;
    void loadIdleLimits().then((loaded) => {
      if (current) setIdleLimits(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  const routes = session.menu as readonly LayoutRoute[];
  // The avatar may be a patient's picture, fetched with the token (use-picture.ts).
  const avatar = usePicture(session.avatar) ?? '';
  const user = useMemo<LayoutUser>(() => ({ name: session.name, avatar }), [session.name, avatar]);
  const translateTitle = useCallback(
    (route: FlatRoute) => routeTitle(route.meta?.title ?? '', locale),
    [locale],
  );
  const onLogout = useCallback(() => void auth.logout(), [auth]);
  const onOpenProfile = useCallback(() => {
    setProfileWanted(true);
    setProfileOpen(true);
  }, []);
  const onChangePassword = useCallback(() => {
    setPasswordWanted(true);
    setPasswordOpen(true);
  }, []);
  const onOpenSessions = useCallback(() => {
    setSessionsWanted(true);
    setSessionsOpen(true);
  }, []);
  const onSecondFactor = useCallback(() => {
    setSecondFactorWanted(true);
    setSecondFactorOpen(true);
  }, []);
  // Spec §2 / issue 7: the new data shows everywhere (the navbar's name and avatar) by
  // re-fetching the user's info, not by reloading the page.
  const refreshUser = useCallback(() => void auth.loadUserInfo().catch(() => {}), [auth]);
  const onUploadAvatar = useCallback(
    async (file: File) => {
      await uploadAvatar(file, { id: session.id, userAuth: session.userAuth }, profile);
      refreshUser();
    },
    [session.id, session.userAuth, profile, refreshUser],
  );

  const shell = (
    <AppShell
      locale={locale}
      onLocaleChange={setLocale}
      navbarActions={
        (messagesAllowed || alertsAllowed) && (
          <Suspense fallback={null}>
            {messagesAllowed && <MessagesButton />}
            {alertsAllowed && <AlertBell />}
          </Suspense>
        )
      }
      settingsFooter={<AboutBuild loadHealth={api.health} />}
    />
  );

  return (
    <LayoutProvider
      routes={routes}
      user={user}
      homePath={HOME_PATH}
      onLogout={onLogout}
      // Only doctors and patients have a personal centre (spec §6): the shell shows what it is given.
      onOpenProfile={profile.kind ? onOpenProfile : undefined}
      onChangePassword={onChangePassword}
      onOpenSessions={onOpenSessions}
      onSecondFactor={onSecondFactor}
      onUploadAvatar={onUploadAvatar}
      translateTitle={translateTitle}
      title={consoleMessages[locale].platformTitle}
      idleLimits={idleLimits}
      captureErrors={errorReporting !== undefined}
      onError={errorReporting}
    >
      <PageTitle />
      <ShellSession />
      {/* Hidden, not unmounted, while the idle lock is on (see LockableShell). */}
      <LockableShell>
        {/* The confirm dialogs (log out, re-login) are asked only while signed in. */}
        <ConfirmProvider>
          {isPatient ? (
            // A patient with a consent to decide sees the consent screen before anything else.
            <Suspense fallback={null}>
              <ConsentGate calls={api} onSignOut={onLogout}>
                {shell}
              </ConsentGate>
            </Suspense>
          ) : (
            shell
          )}
        </ConfirmProvider>
        <Suspense fallback={null}>
          {profile.kind && profileWanted && (
            <ProfileDialog
              open={profileOpen}
              onOpenChange={setProfileOpen}
              loadRecord={profile.loadRecord}
              saveRecord={profile.saveRecord}
              uploadFile={profile.uploadFile}
              onSaved={refreshUser}
            />
          )}
          {passwordWanted && (
            <ChangePasswordDialog
              open={passwordOpen}
              onOpenChange={setPasswordOpen}
              changePassword={api.changePassword}
            />
          )}
          {sessionsWanted && (
            <MySessionsDialog open={sessionsOpen} onOpenChange={setSessionsOpen} calls={api} />
          )}
          {secondFactorWanted && (
            <SecondFactorDialog
              open={secondFactorOpen}
              onOpenChange={setSecondFactorOpen}
              calls={api}
            />
          )}
          <IdentityPromptHost calls={api} />
        </Suspense>
        <PatientDataWatermark profileOpen={profileOpen && profile.kind === 'patient'} />
      </LockableShell>
      <ConsoleIdleLock />
    </LayoutProvider>
  );
}

/**
 * Issue 12: while the idle lock is on, everything the person had open is hidden, not just
 * covered: <Activity mode="hidden"> sets display: none on it (and its dialogs' portals), so it
 * leaves the screen, the accessibility tree, find-in-page, copy and print, and pauses its effects
 * (no polling behind the lock) — yet keeps its React state and DOM, so unlocking brings back the
 * same page, tabs and half-typed forms. Unmounting would lose the forms; the DOM nodes stay
 * reachable only through developer tools, which a locked kiosk browser's user could also use to
 * read the cookie, so hiding is the honest limit here.
 */
function LockableShell({ children }: { children: ReactNode }) {
  const { locked } = useIdleLock();
  // Runs after the shown-again pages' own effects (a parent's effects follow its children's).
  useEffect(() => {
    if (!locked) revealTopDialog();
  }, [locked]);
  return <Activity mode={locked ? 'hidden' : 'visible'}>{children}</Activity>;
}

/** Hands the session (loaded before the shell) the shell's way to close every tab at logout. */
function ShellSession() {
  const { clear } = useTagsView();
  useEffect(() => setCloseAllTags(clear), [clear]);
  return null;
}

/** The watermark on a page whose route says it shows patient data, or over a patient's record. */
function PatientDataWatermark({ profileOpen }: { profileOpen: boolean }) {
  const patientPage = useCurrentRoute()?.meta?.patientData === true;
  return patientPage || profileOpen ? <PatientWatermark /> : null;
}

/** Spec §1: '{page title} - 认知增强平台' for the page on screen. */
function PageTitle() {
  // The provider has flattened the menu once; a path of no menu route (404, 401) titles itself.
  useDocumentTitle(useCurrentRoute()?.meta?.title ?? null);
  return null;
}
