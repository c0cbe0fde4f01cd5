// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appStore,
  closeSidebar,
  initialAppState,
  resetAppStore,
  setDevice,
  setSize,
  toggleSidebar,
} from './app-store';

/** Every cookie of the page, as the browser holds it. */
function cookies(): Record<string, string> {
  return Cookies.get();
}

describe('appStore (spec §3 App state)', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
    resetAppStore();
  });

  it('starts open, desktop and medium without cookies', () => {
    expect(initialAppState()).toEqual({
      sidebar: { opened: true, withoutAnimation: false },
      device: 'desktop',
      size: 'medium',
    });
    expect(cookies()).toEqual({});
  });

  it('reads sidebarStatus and size from the cookies', () => {
    Cookies.set('sidebarStatus', '0');
    Cookies.set('size', 'mini');
    expect(initialAppState()).toMatchObject({ sidebar: { opened: false }, size: 'mini' });
    Cookies.set('sidebarStatus', '1');
    expect(initialAppState().sidebar.opened).toBe(true);
  });

  it('ignores a size cookie that is not a font scale', () => {
    Cookies.set('size', 'huge');
    expect(initialAppState().size).toBe('medium');
  });

  it('toggleSidebar flips the sidebar and remembers it as 1 / 0', () => {
    toggleSidebar();
    expect(appStore.sidebar).toEqual({ opened: false, withoutAnimation: false });
    expect(cookies().sidebarStatus).toBe('0');
    toggleSidebar();
    expect(appStore.sidebar.opened).toBe(true);
    expect(cookies().sidebarStatus).toBe('1');
    // What was remembered is what the next visit starts with.
    expect(initialAppState().sidebar.opened).toBe(true);
  });

  it('closeSidebar closes, remembers 0 and notes whether to animate', () => {
    closeSidebar({ withoutAnimation: true });
    expect(appStore.sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(cookies().sidebarStatus).toBe('0');
    toggleSidebar();
    expect(appStore.sidebar).toEqual({ opened: true, withoutAnimation: false });
    closeSidebar({ withoutAnimation: false });
    expect(appStore.sidebar.withoutAnimation).toBe(false);
    expect(initialAppState().sidebar.opened).toBe(false);
  });

  it('setSize changes the scale and remembers it in the size cookie', () => {
    setSize('small');
    expect(appStore.size).toBe('small');
    expect(cookies().size).toBe('small');
    expect(initialAppState().size).toBe('small');
  });

  it('setDevice is not remembered', () => {
    setDevice('mobile');
    expect(appStore.device).toBe('mobile');
    expect(cookies()).toEqual({});
    expect(initialAppState().device).toBe('desktop');
  });

  it('resetAppStore goes back to the given or the stored state', () => {
    setDevice('mobile');
    setSize('mini');
    resetAppStore({
      sidebar: { opened: false, withoutAnimation: true },
      device: 'desktop',
      size: 'default',
    });
    expect(appStore).toEqual({
      sidebar: { opened: false, withoutAnimation: true },
      device: 'desktop',
      size: 'default',
    });
    resetAppStore();
    expect(appStore.size).toBe('mini');
  });
});
