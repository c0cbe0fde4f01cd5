import Cookies from 'js-cookie';
import { useState, type ReactNode } from 'react';
import { LayoutProvider, type LayoutProviderProps } from '../context/layout-context';
import { SeedStoresContext } from '../context/stores-context';
import {
  createLayoutStores,
  type LayoutStores,
  type LayoutStoresOptions,
} from '../state/layout-stores';
import { CONTRAST_STORAGE_KEY } from '../state/contrast-choice';
import { SETTINGS_STORAGE_KEY } from '../state/settings-store';
import { VISITED_VIEWS_STORAGE_KEY } from '../state/tags-view-store';

/*
 * The stores of the story on screen (package-internal, for stories only). Each story starts with
 * fresh stores made in its `beforeEach` (`freshStores`), which its frame hands to the
 * LayoutProvider; its play function reads and changes them through `storyStores()`.
 */

let current: LayoutStores = createLayoutStores();

export interface FreshStoresOptions extends LayoutStoresOptions {
  /**
   * Keep what an earlier visit stored (cookies, local and session storage) and read it, as a
   * reload would; by default it is cleared first, so the story starts like a new visitor.
   */
  keepStorage?: boolean;
}

/** New stores for the next story; call it before the story renders (`beforeEach`). */
export function freshStores({ keepStorage = false, ...options }: FreshStoresOptions = {}) {
  if (!keepStorage) forgetStoredLayout();
  current = createLayoutStores(options);
  return current;
}

/** The stores of the story on screen. */
export function storyStores(): LayoutStores {
  return current;
}

/** What the shell keeps in the browser, gone: a new visitor. */
function forgetStoredLayout(): void {
  Cookies.remove('sidebarStatus');
  Cookies.remove('size');
  localStorage.removeItem(SETTINGS_STORAGE_KEY);
  localStorage.removeItem(CONTRAST_STORAGE_KEY);
  sessionStorage.removeItem(VISITED_VIEWS_STORAGE_KEY);
}

/** A `LayoutProvider` that takes the story's stores (`freshStores`) instead of making its own. */
export function StoryLayoutProvider(props: LayoutProviderProps) {
  const [stores] = useState(storyStores);
  return (
    <SeedStoresContext.Provider value={stores}>
      <LayoutProvider {...props} />
    </SeedStoresContext.Provider>
  );
}

/** The story's stores for parts that only need them (no routes): a provider with an empty menu. */
export function StoryStores({ children }: { children: ReactNode }) {
  return (
    <StoryLayoutProvider routes={noRoutes} user={storyUser} homePath="/" onLogout={() => {}}>
      {children}
    </StoryLayoutProvider>
  );
}

const noRoutes: LayoutProviderProps['routes'] = [];
const storyUser = { name: '张医生', avatar: '' };
