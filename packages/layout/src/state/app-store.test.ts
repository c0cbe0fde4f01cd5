// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, initialAppState, type AppStore } from './app-store';

/** Every cookie of the page, as the browser holds it. */
function cookies(): Record<string, string> {
  return Cookies.get();
}

describe('the app store (spec §3 App state)', () => {
  let store: AppStore;
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
    store = createAppStore({ persist: true });
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
    store.toggleSidebar();
    expect(store.state.sidebar).toEqual({ opened: false, withoutAnimation: false });
    expect(cookies().sidebarStatus).toBe('0');
    store.toggleSidebar();
    expect(store.state.sidebar.opened).toBe(true);
    expect(cookies().sidebarStatus).toBe('1');
    // What was remembered is what the next visit starts with.
    expect(initialAppState().sidebar.opened).toBe(true);
  });

  it('closeSidebar closes, remembers 0 and notes whether to animate', () => {
    store.closeSidebar({ withoutAnimation: true });
    expect(store.state.sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(cookies().sidebarStatus).toBe('0');
    store.toggleSidebar();
    expect(store.state.sidebar).toEqual({ opened: true, withoutAnimation: false });
    store.closeSidebar({ withoutAnimation: false });
    expect(store.state.sidebar.withoutAnimation).toBe(false);
    expect(initialAppState().sidebar.opened).toBe(false);
  });

  it('setSize changes the scale and remembers it in the size cookie', () => {
    store.setSize('small');
    expect(store.state.size).toBe('small');
    expect(cookies().size).toBe('small');
    expect(initialAppState().size).toBe('small');
  });

  it('setDevice is not remembered', () => {
    store.setDevice('mobile');
    expect(store.state.device).toBe('mobile');
    expect(cookies()).toEqual({});
    expect(initialAppState().device).toBe('desktop');
  });

  it('starts from the given values, and without persist reads and writes no cookie', () => {
    Cookies.set('size', 'mini');
    const seeded = createAppStore({ persist: true, initial: { device: 'mobile' } });
    expect(seeded.state).toMatchObject({ device: 'mobile', size: 'mini' });
    const apart = createAppStore({ persist: false });
    expect(apart.state.size).toBe('medium');
    apart.toggleSidebar();
    apart.setSize('small');
    expect(cookies()).toEqual({ size: 'mini' });
    expect(store.state.sidebar.opened).toBe(true);
  });
});
