import type { FontScale } from '@cep/ui';
import Cookies from 'js-cookie';
import { proxy } from 'valtio';

/** Spec §9: the body is "mobile" under this width. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

/**
 * The shell's app state (spec §3 "App state"): the sidebar, the device and the font size. Read it
 * with valtio's `useSnapshot(appStore)`; change it only through the actions below, which also
 * persist what spec §3 persists (cookies `sidebarStatus` = 1/0 and `size`).
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

const fontScales: readonly FontScale[] = ['default', 'medium', 'small', 'mini'];

function storedSize(): FontScale {
  const size = Cookies.get('size');
  return fontScales.includes(size as FontScale) ? (size as FontScale) : 'medium';
}

/** The state at start: from the cookies when set, else sidebar open, desktop, `medium`. */
export function initialAppState(): AppState {
  return {
    sidebar: { opened: Cookies.get('sidebarStatus') !== '0', withoutAnimation: false },
    device: 'desktop',
    size: storedSize(),
  };
}

export const appStore: AppState = proxy(initialAppState());

/** The hamburger: opens or closes the sidebar and remembers it (cookie `sidebarStatus`). */
export function toggleSidebar(): void {
  appStore.sidebar.opened = !appStore.sidebar.opened;
  appStore.sidebar.withoutAnimation = false;
  Cookies.set('sidebarStatus', appStore.sidebar.opened ? '1' : '0');
}

/** Closes the sidebar (mobile: on route change, a tap outside, a resize to mobile). */
export function closeSidebar({ withoutAnimation }: { withoutAnimation: boolean }): void {
  appStore.sidebar.opened = false;
  appStore.sidebar.withoutAnimation = withoutAnimation;
  Cookies.set('sidebarStatus', '0');
}

export function setDevice(device: Device): void {
  appStore.device = device;
}

/** The font size selector: remembered in the cookie `size`. Applying it to the page is the shell's. */
export function setSize(size: FontScale): void {
  appStore.size = size;
  Cookies.set('size', size);
}

/** Back to the start state (tests, stories); cookies are left as they are. */
export function resetAppStore(state: AppState = initialAppState()): void {
  Object.assign(appStore, state);
}
