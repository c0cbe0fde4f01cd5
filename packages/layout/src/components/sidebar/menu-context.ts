import { createContext, useContext } from 'react';
import type { LayoutIcon } from '../../context/layout-context';
import type { FlatRoute } from '../../routes/flatten-routes';
import type { SidebarMessages } from './messages';
import type { TreeNavigation } from './use-tree-navigation';

/** What every entry of one sidebar menu reads; the menu provides it, entries never take props for it. */
export interface MenuState {
  collapsed: boolean;
  /** The menu path to highlight (`meta.activeMenu` or the page's own path). */
  activePath: string;
  /** Full path of the route that shows now: its link gets `aria-current="page"`. */
  currentPath: string | undefined;
  /** Keys of the submenus that hold the highlighted entry. */
  activeGroups: ReadonlySet<string>;
  isOpen: (key: string) => boolean;
  setOpen: (key: string, open: boolean) => void;
  navigation: TreeNavigation;
  icons: Readonly<Record<string, LayoutIcon>> | undefined;
  titleOf: (route: FlatRoute) => string;
  messages: SidebarMessages;
}

export const MenuStateContext = createContext<MenuState | null>(null);

/** The enclosing menu's state; only entries rendered by `SidebarMenu` call it. */
export function useMenuState(): MenuState {
  const state = useContext(MenuStateContext);
  if (!state) throw new Error('Menu entries render inside <SidebarMenu>.');
  return state;
}
