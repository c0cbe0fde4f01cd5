import { defaultThemeColor, isHexColor, setThemeColor } from '@cep/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { settingsStore } from '../../state/settings-store';

/**
 * Called once by the shell at start: applies the settings' theme colour to the page and again
 * whenever it changes (spec §4: the palette is recomputed for the whole UI — here locally, by
 * @cep/ui's `setThemeColor`, never fetched). Under high contrast the colour does not apply:
 * @cep/ui scopes it to the other themes, so the high-contrast #000000 stays. The colour is left
 * in place when the shell unmounts (the login page keeps the hospital's colour).
 */
export function useApplyThemeColor(): void {
  const { theme } = useSnapshot(settingsStore);
  useEffect(() => {
    // A hand-edited stored value must not break the page: fall back to the default colour.
    setThemeColor(isHexColor(theme) ? theme : defaultThemeColor);
  }, [theme]);
}
