import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../context/stores-context';
import { MOBILE_BREAKPOINT, type AppStore, type Device } from '../state/app-store';

/** Spec §4: mobile when the body is under 992 px wide, desktop otherwise. */
export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * Measures the device now (spec §4) and writes it to the app store. Skipped while the page is
 * hidden (`document.hidden`): a background tab has no layout worth trusting. On becoming mobile —
 * or starting mobile — the sidebar closes without animation.
 *
 * Only the change to mobile closes it, not every resize while mobile (the original closed it on
 * each one): a phone resizes when its on-screen keyboard or address bar moves, which would shut a
 * drawer the person just opened.
 * @returns the device measured, or `undefined` when the page is hidden
 */
function checkDevice(
  app: AppStore,
  { initial = false }: { initial?: boolean } = {},
): Device | undefined {
  if (typeof document === 'undefined' || document.hidden) return undefined;
  const device = deviceForWidth(document.body.getBoundingClientRect().width);
  const becameMobile = device === 'mobile' && (initial || app.state.device !== 'mobile');
  if (app.state.device !== device) app.setDevice(device);
  if (becameMobile) app.closeSidebar({ withoutAnimation: true });
  return device;
}

/**
 * Keeps the device true to the body's width: measured when the shell mounts, on every window
 * resize, and when a hidden page becomes visible again (it may have been resized meanwhile).
 * Mount it once, in the shell (`AppShell` does, through `useShellEnvironment`).
 * @returns the current device
 */
export function useDevice(): Device {
  const { app } = useStores();
  useLayoutEffect(() => {
    checkDevice(app, { initial: true });
    const onResize = () => checkDevice(app);
    const onVisibility = () => {
      if (!document.hidden) checkDevice(app);
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [app]);
  return useSnapshot(app.state).device;
}
