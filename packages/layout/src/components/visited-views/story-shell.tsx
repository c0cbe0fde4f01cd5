import { Button, Input, Label } from '@cep/ui';
import { useId, useState } from 'react';
import { createMemoryRouter, NavLink, RouterProvider, useLocation } from 'react-router';
import { useLayout } from '../../context/layout-context';
import { findRoute } from '../../routes/flatten-routes';
import type { LayoutRoute } from '../../routes/layout-route';
import { adminRoutes, adminUser, homePath } from '../../testing/fixtures';
import { StoryLayoutProvider } from '../../testing/story-stores';
import { AppMain } from './app-main';
import { RedirectView } from '../redirect-view';
import { TagsView } from './tags-view';

/*
 * A small shell for the tags view and AppMain stories (not exported by the package): a plain menu
 * of links standing in for the sidebar, the tags view, the current address, and AppMain showing
 * a sample page per route — with a note field to prove kept-alive state, and a button that makes
 * the page fail to render to prove the error boundary.
 */

/** Links the stories click, as the sidebar would offer them (plus a query and two details). */
const menuLinks: { to: string; label: string }[] = [
  { to: '/dashboard', label: '首页' },
  { to: '/cognitive-training', label: '认知训练智能辅助' },
  { to: '/MPSA', label: '多模态生理信号采集' },
  { to: '/MPSA?page=2', label: '多模态生理信号采集 第 2 页' },
  { to: '/communityModule', label: '群体互动模块' },
  { to: '/system/doctors', label: '医生管理' },
  { to: '/system/patients', label: '患者管理' },
  { to: '/system/patients/7', label: '7 号患者详情' },
  { to: '/system/patients/8', label: '8 号患者详情' },
  { to: '/nested/menu1/menu1-1', label: '菜单1-1' },
  { to: '/nested/menu1/menu1-2/menu1-2-1', label: '菜单1-2-1' },
  { to: '/nested/menu2', label: '菜单2' },
];

/** A page of the console: its title, a note the person types, and a way to make it fail. */
function SamplePage() {
  const { pathname } = useLocation();
  const { flatRoutes, titleOf } = useLayout();
  const route = findRoute(flatRoutes, pathname);
  const [broken, setBroken] = useState(false);
  const noteId = useId();
  if (broken) throw new Error(`页面 ${pathname} 渲染失败（示例错误）`);
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-semibold">{(route && titleOf(route)) || pathname}</h1>
      <div className="flex max-w-sm flex-col gap-1">
        <Label htmlFor={noteId}>病历备注</Label>
        <Input id={noteId} />
      </div>
      <div>
        <Button onClick={() => setBroken(true)}>模拟页面错误</Button>
      </div>
    </section>
  );
}

/** Where the router is now: what the stories assert after a tag action. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    <p className="text-sm text-muted-foreground">
      当前地址：<code data-testid="location">{`${pathname}${search}`}</code>
    </p>
  );
}

/** The stand-in for the sidebar: the links whose page the menu has. */
function SampleMenu() {
  const { flatRoutes } = useLayout();
  const links = menuLinks.filter((link) => findRoute(flatRoutes, link.to.split('?')[0] ?? ''));
  return (
    <nav aria-label="示例菜单">
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="inline-flex min-h-8 items-center text-primary-text underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ShellLayoutProps {
  routes: LayoutRoute[];
  width: string | undefined;
  tagsView: boolean;
}

function ShellLayout({ routes, width, tagsView }: ShellLayoutProps) {
  return (
    <StoryLayoutProvider routes={routes} user={adminUser} homePath={homePath} onLogout={() => {}}>
      <div className="flex max-w-full flex-col gap-2" style={{ width }}>
        <SampleMenu />
        {tagsView && <TagsView />}
        <CurrentAddress />
        <AppMain />
      </div>
    </StoryLayoutProvider>
  );
}

export interface StoryShellProps {
  /** The permitted menu. @default adminRoutes */
  routes?: LayoutRoute[];
  /** The address the story starts at. @default '/dashboard' */
  initialPath?: string;
  /** A CSS width for the shell (narrow strips, phone widths). */
  width?: string;
  /** Shows the tags view (the setting). @default true */
  tagsView?: boolean;
}

/** The shell on a memory router: `/redirect/*` is mounted, every other path shows SamplePage. */
export function StoryShell({
  routes = adminRoutes,
  initialPath = '/dashboard',
  width,
  tagsView = true,
}: StoryShellProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <ShellLayout routes={routes} width={width} tagsView={tagsView} />,
          children: [
            { path: 'redirect/*', element: <RedirectView /> },
            { path: '*', element: <SamplePage /> },
          ],
        },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return <RouterProvider router={router} />;
}
