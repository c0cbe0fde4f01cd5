import { defaultThemeColor, isHexColor, normalizeHex, setDefaultThemeColor } from '@cep/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../context/stores-context';

/**
 * Called once by the shell at start (with `enabled`): applies the settings' theme colour to the page and again
 * whenever it changes (spec §4: the palette is recomputed for the whole UI — here locally, by
 * @cep/ui's `setThemeColor`, never fetched). Under high contrast the colour does not apply:
 * @cep/ui scopes it to the other themes, so the high-contrast #000000 stays. The colour is left
 * in place when the shell unmounts (the login page keeps the hospital's colour).
 *
 * The default colour's palette is computed ahead of time; only a custom colour loads the colour
 * science (`@cep/ui/theme-color`, culori), so the first page of most hospitals does not carry it.
 */
export function useApplyThemeColor(enabled = true): void {
  const { theme } = useSnapshot(useStores().settings.state);
  useEffect(() => {
    if (!enabled) return;
    // A hand-edited stored value must not break the page: fall back to the default colour.
    const hex = normalizeHex(isHexColor(theme) ? theme : defaultThemeColor);
    if (hex === normalizeHex(defaultThemeColor)) {
      setDefaultThemeColor();
      return;
    }
    let current = true;
    void import('@cep/ui/theme-color').then(({ setThemeColor }) => {
      if (current) setThemeColor(hex);
    });
    return () => {
      current = false;
    };
  }, [enabled, theme]);
}
