import {
  AppShell,
  LayoutProvider,
  RedirectView,
  type FlatRoute,
  type LayoutRoute,
} from '@cep/layout';
import { LocaleProvider, Toaster, toast, type Locale } from '@cep/ui';
import { useCallback, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import logo from './logo.svg';
import { FollowUpsPage } from './pages/follow-ups-page';
import { PlansPage } from './pages/plans-page';

/*
 * Another hospital team's app (the rehabilitation follow-up clinic) built on @cep/layout and
 * @cep/ui as installed from their packed tarballs: its own menu, brand colour, logo and pages.
 */

/** The team's menu: two pages, the first pinned as a tag. */
const menu: LayoutRoute[] = [
  {
    path: '/follow-ups',
    name: 'FollowUps',
    meta: { title: '患者随访', icon: 'peoples', affix: true },
  },
  { path: '/plans', name: 'Plans', meta: { title: '随访计划', icon: 'form' } },
];

const englishTitles: Record<string, string> = {
  患者随访: 'Follow-ups',
  随访计划: 'Follow-up plans',
};

const user = { name: '李护士', avatar: '' };

function TeamShell() {
  const [locale, setLocale] = useState<Locale>('zh-CN');
  const translateTitle = useCallback(
    (route: FlatRoute) => {
      const title = route.meta?.title ?? '';
      return locale === 'en-US' ? (englishTitles[title] ?? title) : title;
    },
    [locale],
  );
  return (
    <LocaleProvider locale={locale}>
      <LayoutProvider
        routes={menu}
        user={user}
        homePath="/follow-ups"
        title={locale === 'en-US' ? 'Rehab follow-up' : '康复随访'}
        logo={<img src={logo} alt="" />}
        themeColor="#0F7B6C"
        translateTitle={translateTitle}
        onLogout={() => toast.success('已退出')}
      >
        <AppShell locale={locale} onLocaleChange={setLocale} />
        <Toaster />
      </LayoutProvider>
    </LocaleProvider>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <TeamShell />,
    children: [
      { index: true, element: <Navigate to="/follow-ups" replace /> },
      { path: 'redirect/*', element: <RedirectView /> },
      { path: 'follow-ups', element: <FollowUpsPage /> },
      { path: 'plans', element: <PlansPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
