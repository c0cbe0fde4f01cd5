import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import type { SettingsDrawerProps } from './settings-drawer-panel';

export type { SettingsDrawerProps } from './settings-drawer-panel';

// The drawer (appearance radios, switches, the colour picker) loads the first time it opens, not
// with the shell: most sessions never open it.
const SettingsDrawerPanel = lazy(() =>
  import('./settings-drawer-panel').then((module) => ({ default: module.SettingsDrawerPanel })),
);

/**
 * The right-hand settings drawer (spec §2): appearance (follow the system, light, dark, high
 * contrast), theme colour, tags view, fixed header, sidebar logo and the idle lock's minutes.
 * Every change applies at once and is remembered. It opens with `SettingsButton` (or
 * `useSettings().change('showSettings', true)`); its code loads the first time it opens and then
 * stays, so it animates closed. The theme colour cannot be chosen under high contrast, where it is
 * #000000 (spec §4).
 */
export function SettingsDrawer(props: SettingsDrawerProps) {
  const { showSettings } = useSnapshot(useStores().settings.state);
  const [wanted, setWanted] = useState(showSettings);
  if (showSettings && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SettingsDrawerPanel {...props} />
    </Suspense>
  ) : null;
}
