import { Drawer, DrawerContent, DrawerTitle, useMessages, VisuallyHidden } from '@cep/ui';
import { useRef } from 'react';
import { useStores } from '../../context/stores-context';
import { sidebarMessages } from './messages';
import { SidebarPanel } from './sidebar-panel';

/** The drawer's width: the open sidebar's (sidebar.tsx), 210 px at the initial font scale. */
const drawerWidthRem = 13.125;

/**
 * The mobile sidebar: @cep/ui's Drawer (a Radix modal dialog), which brings the backdrop, Escape,
 * the tap outside, the focus trap and a hidden background. Focus goes to the menu's tab stop (the
 * current page) on open, and back to the hamburger on close.
 */
export function MobileSidebar({ id, open }: { id: string; open: boolean }) {
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
