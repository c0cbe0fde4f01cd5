import { useAuth, useSession } from '@cep/auth/react';
import { HOME_PATH } from '@cep/contract';
import {
  AppShell,
  closeAllTags,
  findRoute,
  LayoutProvider,
  useLayout,
  type FlatRoute,
  type LayoutRoute,
  type LayoutUser,
} from '@cep/layout';
import { ConfirmProvider, useLocale } from '@cep/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { reportErrors } from '../errors/report-errors';
import { loadToaster } from '../feedback/toasts';
import { consoleMessages } from '../i18n/messages';
import { routeTitle } from '../i18n/route-titles';
import { useSetLocale } from '../locale-state';
import { ChangePasswordDialog } from '../password';
import { ProfileDialog, useProfile } from '../profile';
import { api } from '../api-client';
import { setCloseAllTags } from '../session';
import { usePicture } from '../use-picture';
import { uploadAvatar } from './upload-avatar';
import { useDocumentTitle } from './use-document-title';

/**
 * The signed-in console: @cep/layout's shell around every page, fed with the session (the menu
 * the server sent for the user's roles, their name and avatar) and the console's actions (log
 * out, personal centre, change password, navbar avatar upload, language). Loaded only after sign-in.
 */
export default function ConsoleShell() {
  const auth = useAuth();
  const session = useSession();
  const locale = useLocale();
  const setLocale = useSetLocale();
  const [profileOpen, setProfileOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const profile = useProfile(api, { id: session.id, userAuth: session.userAuth });

  useEffect(() => setCloseAllTags(closeAllTags), []);
  // The shell and the layout show toasts of their own (设置字体成功, saved…): mount the Toaster.
  useEffect(() => void loadToaster(), []);
  useEffect(() => reportErrors(), []);

  const routes = session.menu as readonly LayoutRoute[];
  // The avatar may be a patient's picture, fetched with the token (use-picture.ts).
  const avatar = usePicture(session.avatar) ?? '';
  const user = useMemo<LayoutUser>(() => ({ name: session.name, avatar }), [session.name, avatar]);
  const translateTitle = useCallback(
    (route: FlatRoute) => routeTitle(route.meta?.title ?? '', locale),
    [locale],
  );
  const onLogout = useCallback(() => void auth.logout(), [auth]);
  const onOpenProfile = useCallback(() => setProfileOpen(true), []);
  const onChangePassword = useCallback(() => setPasswordOpen(true), []);
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

  return (
    <LayoutProvider
      routes={routes}
      user={user}
      homePath={HOME_PATH}
      onLogout={onLogout}
      // Only doctors and patients have a personal centre (spec §6): the shell shows what it is given.
      onOpenProfile={profile.kind ? onOpenProfile : undefined}
      onChangePassword={onChangePassword}
      onUploadAvatar={onUploadAvatar}
      translateTitle={translateTitle}
      title={consoleMessages[locale].platformTitle}
    >
      <PageTitle />
      {/* The confirm dialogs (log out, re-login) are asked only while signed in. */}
      <ConfirmProvider>
        <AppShell locale={locale} onLocaleChange={setLocale} />
      </ConfirmProvider>
      {profile.kind && (
        <ProfileDialog
          open={profileOpen}
          onOpenChange={setProfileOpen}
          loadRecord={profile.loadRecord}
          saveRecord={profile.saveRecord}
          uploadFile={profile.uploadFile}
          onSaved={refreshUser}
        />
      )}
      <ChangePasswordDialog
        open={passwordOpen}
        onOpenChange={setPasswordOpen}
        changePassword={api.changePassword}
      />
    </LayoutProvider>
  );
}

/** Spec §1: '{page title} - 认知增强平台' for the page on screen. */
function PageTitle() {
  const { pathname } = useLocation();
  // The provider has flattened the menu once; a path of no menu route (404, 401) titles itself.
  useDocumentTitle(findRoute(useLayout().flatRoutes, pathname)?.meta?.title ?? null);
  return null;
}
