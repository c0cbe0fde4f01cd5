import { cn, useMessages } from '@cep/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { sidebarMessages } from './messages';
import { SidebarPanel } from './sidebar-panel';

/**
 * The phone's sidebar, a drawer (Radix Dialog): loaded on a phone only, so a desktop's first load
 * does not carry the dialog's code.
 */
const MobileSidebar = lazy(() =>
  import('./mobile-sidebar').then((module) => ({ default: module.MobileSidebar })),
);

/** The sidebar's default `id`: the hamburger's `aria-controls` points at it. */
export const SIDEBAR_ID = 'sidebar';

/*
 * Width: spec §9 says 210 px. The sidebar holds text that follows the font scale, so its width is
 * in rem and scales with it: 13.125rem is 210 px at the initial scale (大号, 16 px), 236 px at 默认,
 * 184 px at 小号 — the titles keep fitting instead of wrapping at the largest scale. Collapsed it
 * is 3.5rem, an icon and its padding.
 */
const openWidth = 'w-[13.125rem]';
const collapsedWidth = 'w-14';

export interface SidebarProps {
  /**
   * Id of the sidebar element; give the hamburger `controls={id}`: focus returns there when the
   * mobile drawer closes.
   * @default 'sidebar'
   */
  id?: string;
  className?: string;
}

/**
 * The shell's sidebar (spec §2, §4): the logo (when the setting `sidebarLogo` is on) and the menu
 * of the permitted routes. Open or collapsed to icons (`useSidebar().opened`) on desktop; on
 * mobile (under 992 px) an overlay drawer with a backdrop that closes on a route change, a
 * tap outside and Escape. Needs a `LayoutProvider` and a react-router router above it.
 * @selector [data-state="open"|"collapsed"] desktop state
 */
export function Sidebar({ id = SIDEBAR_ID, className }: SidebarProps) {
  const { app } = useStores();
  const { sidebar, device } = useSnapshot(app.state);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const messages = useMessages(sidebarMessages);

  // Spec §4: on mobile the sidebar closes on a route change (a link in the drawer was followed).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (app.state.device === 'mobile' && app.state.sidebar.opened) {
      app.closeSidebar({ withoutAnimation: false });
    }
  }, [app, pathname]);

  if (device === 'mobile') {
    return (
      <Suspense fallback={null}>
        <MobileSidebar id={id} open={sidebar.opened} />
      </Suspense>
    );
  }
  const opened = sidebar.opened;
  // A labelled landmark (axe "region"): the logo and platform title sit inside it, not loose.
  return (
    <aside
      id={id}
      aria-label={messages.sidebar}
      data-slot="sidebar"
      data-device="desktop"
      data-state={opened ? 'open' : 'collapsed'}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col overflow-x-hidden border-r border-border bg-muted text-foreground',
        opened ? openWidth : collapsedWidth,
        // A sidebar closed by itself (resize to mobile) does not slide; nor for reduced motion.
        !sidebar.withoutAnimation && 'motion-safe:transition-[width] motion-safe:duration-300',
        className,
      )}
    >
      <SidebarPanel collapsed={!opened} />
    </aside>
  );
}
