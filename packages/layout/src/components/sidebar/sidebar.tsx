import {
  cn,
  Drawer,
  DrawerContent,
  DrawerTitle,
  TooltipProvider,
  useMessages,
  VisuallyHidden,
} from '@cep/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { sidebarMessages } from './messages';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';

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
const drawerWidthRem = 13.125;

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

  if (device === 'mobile') return <MobileSidebar id={id} open={sidebar.opened} />;
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

/**
 * Logo and menu, the same on desktop and in the mobile drawer (`inDrawer`: the first row leaves
 * room for the drawer's close button in the top corner).
 */
function SidebarPanel({ collapsed, inDrawer = false }: { collapsed: boolean; inDrawer?: boolean }) {
  const { sidebarLogo } = useSnapshot(useStores().settings.state);
  const messages = useMessages(sidebarMessages);
  return (
    <TooltipProvider>
      {sidebarLogo && <SidebarLogo collapsed={collapsed} inDrawer={inDrawer} />}
      <nav
        aria-label={messages.navigation}
        className={cn(
          'min-h-0 flex-1 overflow-x-hidden overflow-y-auto',
          inDrawer && !sidebarLogo && 'pt-14',
        )}
      >
        <SidebarMenu collapsed={collapsed} />
      </nav>
    </TooltipProvider>
  );
}

/**
 * The mobile sidebar: @cep/ui's Drawer (a Radix modal dialog), which brings the backdrop, Escape,
 * the tap outside, the focus trap and a hidden background. Focus goes to the menu's tab stop (the
 * current page) on open, and back to the hamburger on close.
 */
function MobileSidebar({ id, open }: { id: string; open: boolean }) {
  const messages = useMessages(sidebarMessages);
  const panel = useRef<HTMLDivElement>(null);
  const { app } = useStores();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (next) app.toggleSidebar();
        else app.closeSidebar({ withoutAnimation: false });
      }}
    >
      <DrawerContent
        ref={panel}
        id={id}
        side="left"
        width={drawerWidthRem}
        closeLabel={messages.closeMenu}
        aria-describedby={undefined}
        className="gap-0! bg-muted! p-0!"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          panel.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          hamburgerOf(id)?.focus();
        }}
      >
        <VisuallyHidden>
          <DrawerTitle>{messages.drawerTitle}</DrawerTitle>
        </VisuallyHidden>
        <div data-slot="sidebar" data-device="mobile" className="flex min-h-full flex-col">
          <SidebarPanel collapsed={false} inDrawer />
        </div>
      </DrawerContent>
    </Drawer>
  );
}

/** The button that opened the drawer: the one that controls it, else the shell's hamburger. */
function hamburgerOf(id: string): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`) ??
    document.querySelector<HTMLElement>('[data-slot="hamburger"]')
  );
}
