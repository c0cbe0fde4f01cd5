import { Toaster, toast } from '@cep/ui';
import { useState } from 'react';
import { createMemoryRouter, Link, Navigate, RouterProvider, useLocation } from 'react-router';
import { useLayout, type LayoutUser } from '../../context/layout-context';
import { findRoute } from '../../routes/flatten-routes';
import type { LayoutRoute } from '../../routes/layout-route';
import { type Device } from '../../state/app-store';
import { StoryLayoutProvider } from '../../testing/story-stores';
import {
  adminRoutes,
  adminUser,
  doctorRoutes,
  doctorUser,
  homePath,
  patientRoutes,
  patientUser,
} from '../../testing/fixtures';
import { RedirectView } from '../redirect-view';
import { LocationProbe, resetShellStores } from '../sidebar/sidebar-story-frame';
import { AppShell } from './app-shell';

/*
 * The whole shell as an app mounts it, for the AppShell stories (not exported by the package): a
 * memory data router whose layout route is LayoutProvider + AppShell, a sample page for every
 * path, /redirect/* for the tags view's Refresh, and / sent to /dashboard.
 */

export type Role = 'admin' | 'doctor' | 'patient';

/** Each role's permitted menu and user, from the shared fixtures. */
export const roles: Record<Role, { routes: LayoutRoute[]; user: LayoutUser }> = {
  admin: { routes: adminRoutes, user: adminUser },
  doctor: { routes: doctorRoutes, user: doctorUser },
  patient: { routes: patientRoutes, user: patientUser },
};

/** A fresh visit: stores, tags, contrast choice, error log and toasts as a new session finds them. */
export function resetShell(options: Parameters<typeof resetShellStores>[0] & { device?: Device }) {
  const stores = resetShellStores(options);
  toast.dismiss();
  return stores;
}

/** A page of the console: its title, and on the patient list a link to a (hidden) detail page. */
function SamplePage() {
  const { pathname } = useLocation();
  const { flatRoutes, titleOf } = useLayout();
  const route = findRoute(flatRoutes, pathname);
  return (
    <section className="flex flex-col items-start gap-3">
      <h1 className="text-xl font-semibold">{(route && titleOf(route)) || pathname}</h1>
      {pathname === '/system/patients' && (
        <Link
          to="/system/patients/7"
          className="text-primary-text underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          查看 7 号患者
        </Link>
      )}
      {/* Long enough to scroll, so a fixed header has something to stay above. */}
      <div aria-hidden="true" className="h-[150vh]" />
    </section>
  );
}

export interface ShellStoryProps {
  role: Role;
  /** The address the story starts at. */
  path: string;
  /** Let the shell write the theme preference onto <html> (off: Storybook's toolbar owns it). */
  applyTheme?: boolean;
}

/** The shell on a memory data router, as an app wires it (see the README). */
export function ShellStory({ role, path, applyTheme = false }: ShellStoryProps) {
  const { routes, user } = roles[role];
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <StoryLayoutProvider
              routes={routes}
              user={user}
              homePath={homePath}
              onLogout={() => {}}
            >
              <AppShell applyTheme={applyTheme} />
              <div className="border-t border-border px-4 pb-4">
                <LocationProbe />
              </div>
              <Toaster />
            </StoryLayoutProvider>
          ),
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            { path: 'redirect/*', element: <RedirectView /> },
            { path: '*', element: <SamplePage /> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
