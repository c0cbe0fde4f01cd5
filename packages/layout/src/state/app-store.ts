import type { FontScale } from '@cep/ui';
import Cookies from 'js-cookie';
import { proxy } from 'valtio';

/** Spec §9: the body is "mobile" under this width. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

/**
 * The shell's app state (spec §3 "App state"): the sidebar, the device and the font size. One per
 * `LayoutProvider`; read it with valtio's `useSnapshot(store.state)` and change it only through the
 * store's actions, which also persist what spec §3 persists (cookies `sidebarStatus` = 1/0 and
 * `size`) unless the store was made with `persist: false`.
 */
export interface AppState {
  sidebar: {
    opened: boolean;
    /** Set when the sidebar closes by itself (route change on mobile): no slide animation. */
    withoutAnimation: boolean;
  };
  device: Device;
  /** The font scale (spec §2 font size selector); initial `medium` (spec §3). */
  size: FontScale;
}

export interface AppStore {
  readonly state: AppState;
  /** The hamburger: opens or closes the sidebar and remembers it (cookie `sidebarStatus`). */
  toggleSidebar: () => void;
  /** Closes the sidebar (mobile: on route change, a tap outside, a resize to mobile). */
  closeSidebar: (options: { withoutAnimation: boolean }) => void;
  setDevice: (device: Device) => void;
  /** The font size selector: remembered in the cookie `size`. Applying it to the page is the shell's. */
  setSize: (size: FontScale) => void;
}

const fontScales: readonly FontScale[] = ['default', 'medium', 'small', 'mini'];

function storedSize(): FontScale {
  const size = Cookies.get('size');
  return fontScales.includes(size as FontScale) ? (size as FontScale) : 'medium';
}

/** The state at start: from the cookies when `persist`, else sidebar open, desktop, `medium`. */
export function initialAppState(persist = true): AppState {
  return {
    sidebar: {
      opened: persist ? Cookies.get('sidebarStatus') !== '0' : true,
      withoutAnimation: false,
    },
    device: 'desktop',
    size: persist ? storedSize() : 'medium',
  };
}

export interface AppStoreOptions {
  /** Read and write the cookies (`sidebarStatus`, `size`). */
  persist: boolean;
  /** Start from these values instead (a story, a test). */
  initial?: Partial<AppState> | undefined;
}

export function createAppStore({ persist, initial }: AppStoreOptions): AppStore {
  const state = proxy<AppState>({ ...initialAppState(persist), ...initial });
  const remember = (name: string, value: string) => {
    if (persist) Cookies.set(name, value);
  };
  return {
    state,
    toggleSidebar: () => {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
      remember('sidebarStatus', state.sidebar.opened ? '1' : '0');
    },
    closeSidebar: ({ withoutAnimation }) => {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = withoutAnimation;
      remember('sidebarStatus', '0');
    },
    setDevice: (device) => {
      state.device = device;
    },
    setSize: (size) => {
      state.size = size;
      remember('size', size);
    },
  };
}
