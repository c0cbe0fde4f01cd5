import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  appStore,
  closeSidebar,
  MOBILE_BREAKPOINT,
  setDevice,
  type Device,
} from '../state/app-store';

/** Spec §4: mobile when the body is under 992 px wide, desktop otherwise. */
export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * Measures the device now (spec §4) and writes it to `appStore.device`. Skipped while the page is
 * hidden (`document.hidden`): a background tab has no layout worth trusting. On becoming mobile —
 * or starting mobile — the sidebar closes without animation.
 *
 * Only the change to mobile closes it, not every resize while mobile (the original closed it on
 * each one): a phone resizes when its on-screen keyboard or address bar moves, which would shut a
 * drawer the person just opened.
 * @returns the device measured, or `undefined` when the page is hidden
 */
export function checkDevice({ initial = false }: { initial?: boolean } = {}): Device | undefined {
  if (typeof document === 'undefined' || document.hidden) return undefined;
  const device = deviceForWidth(document.body.getBoundingClientRect().width);
  const becameMobile = device === 'mobile' && (initial || appStore.device !== 'mobile');
  if (appStore.device !== device) setDevice(device);
  if (becameMobile) closeSidebar({ withoutAnimation: true });
  return device;
}

/**
 * Keeps `appStore.device` true to the body's width: measured when the shell mounts, on every
 * window resize, and when a hidden page becomes visible again (it may have been resized meanwhile).
 * Mount it once, in the shell (`AppShell` does).
 * @returns the current device
 */
export function useDevice(): Device {
  useLayoutEffect(() => {
    checkDevice({ initial: true });
    const onResize = () => checkDevice();
    const onVisibility = () => {
      if (!document.hidden) checkDevice();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return useSnapshot(appStore).device;
}
