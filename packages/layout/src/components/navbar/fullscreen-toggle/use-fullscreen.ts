import { useCallback, useSyncExternalStore } from 'react';

/** Whether this document may go full screen (false in old browsers and iframes without `allow="fullscreen"`). */
function fullscreenSupported(doc: Document = document): boolean {
  return (
    doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function'
  );
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;
const serverSnapshot = () => false;

/**
 * The page's full-screen state, kept current through `fullscreenchange` (so Esc or F11 outside
 * the button are seen too), and a toggle. The standard Fullscreen API is in every browser the
 * console supports (Safari since 16.4), so no wrapper library: where it is missing,
 * `toggle` resolves to `false` and the caller warns.
 */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isFullscreen, serverSnapshot);
  const toggle = useCallback(async (doc: Document = document): Promise<boolean> => {
    if (!fullscreenSupported(doc)) return false;
    try {
      if (doc.fullscreenElement) await doc.exitFullscreen();
      else await doc.documentElement.requestFullscreen();
      return true;
    } catch {
      // Refused (no user gesture, a permissions policy): the same as unsupported to the person.
      return false;
    }
  }, []);
  return { active, toggle };
}
