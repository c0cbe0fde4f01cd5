import { useMessages } from '@cep/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLayout } from '../../context/layout-context';
import { findRoute } from '../../routes/flatten-routes';
import { MenuEntry } from './menu-entry';
import { MenuStateContext, type MenuState } from './menu-context';
import { activeMenuPath, buildMenu, groupsHolding, visibleEntries } from './menu-model';
import { sidebarMessages } from './messages';
import { useTreeNavigation } from './use-tree-navigation';

export interface SidebarMenuProps {
  /** Icons only, submenus as flyouts (the collapsed desktop sidebar). */
  collapsed: boolean;
}

/**
 * The menu tree of the permitted routes (`useLayout().routes`): a `tree` of links and submenus
 * with one tab stop. Expanded, submenus open inline, and those holding the current page start
 * open (and open again when the page changes); collapsed, they open as flyouts.
 */
export function SidebarMenu({ collapsed }: SidebarMenuProps) {
  const { routes, flatRoutes, icons, titleOf } = useLayout();
  const messages = useMessages(sidebarMessages);
  const { pathname } = useLocation();

  const menu = useMemo(() => buildMenu(routes, flatRoutes), [routes, flatRoutes]);
  const activePath = activeMenuPath(flatRoutes, pathname);
  const currentPath = findRoute(flatRoutes, pathname)?.path;
  const activeGroups = useMemo(() => groupsHolding(menu, activePath), [menu, activePath]);

  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(activeGroups));
  const [flyout, setFlyout] = useState<string>();
  // A new page opens the submenus on its way (others stay as the person left them). Adjusting
  // state while rendering, not in an effect, so the tree never paints with the old page's groups.
  const [groupsOpenedFor, setGroupsOpenedFor] = useState(activeGroups);
  if (groupsOpenedFor !== activeGroups) {
    setGroupsOpenedFor(activeGroups);
    if (activeGroups.some((key) => !openGroups.has(key))) {
      setOpenGroups(new Set([...openGroups, ...activeGroups]));
    }
  }

  const isOpen = (key: string) => (collapsed ? flyout === key : openGroups.has(key));
  const setOpen = (key: string, open: boolean) => {
    if (collapsed) {
      setFlyout(open ? key : undefined);
      return;
    }
    const next = new Set(openGroups);
    if (open) next.add(key);
    else next.delete(key);
    setOpenGroups(next);
  };
  // Collapsed, only the top level is in the tree: submenus live in their flyouts.
  const entries = visibleEntries(menu, collapsed ? new Set() : openGroups);
  const highlighted = entries.find(
    (entry) => entry.node.path === activePath && !entry.node.children,
  );
  const navigation = useTreeNavigation({
    entries,
    isOpen,
    setOpen,
    preferredKey:
      highlighted?.node.key ??
      entries.find((entry) => activeGroups.includes(entry.node.key))?.node.key,
  });

  const state: MenuState = {
    collapsed,
    activePath,
    currentPath,
    activeGroups: new Set(activeGroups),
    isOpen,
    setOpen,
    navigation,
    icons,
    titleOf,
    messages,
  };

  return (
    <MenuStateContext value={state}>
      <ul role="tree" aria-label={messages.navigation} data-slot="sidebar-menu" className="py-1">
        {menu.map((node, index) => (
          <MenuEntry
            key={node.key}
            entry={{ node, level: 1, parentKey: undefined }}
            position={index + 1}
            siblings={menu.length}
          />
        ))}
      </ul>
    </MenuStateContext>
  );
}
