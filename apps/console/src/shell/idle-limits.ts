import type { IdleLimits } from '@cep/layout';
import { api } from '../api-client';

/**
 * The idle lock's limits an admin set on the server (`GET /api/settings/idleLock`: minimum,
 * maximum and default minutes). If the call fails, `undefined`: the layout's defaults hold (15
 * minutes, chosen between 1 and 60), so the lock still works, only the admin's range is not applied.
 */
export async function loadIdleLimits(): Promise<IdleLimits | undefined> {
  try {
    const settings = await api.getIdleLockSettings();
    return {
      min: settings.minMinutes,
      max: settings.maxMinutes,
      default: settings.defaultMinutes,
    };
  } catch {
    return undefined;
  }
}

/**
 * Test hook: `localStorage['cep-idle-lock-seconds']` shortens the idle time (the end-to-end test
 * sets a few seconds). It is read in every build, on purpose: it can only make the lock come
 * sooner than the settings say, never later, so someone at a shared computer gains nothing by
 * setting it. Anything but a positive number is ignored.
 */
const IDLE_TEST_SECONDS_KEY = 'cep-idle-lock-seconds';

export function idleTestMs(): number | null {
  try {
    const seconds = Number(globalThis.localStorage?.getItem(IDLE_TEST_SECONDS_KEY) ?? '');
    return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  } catch {
    return null; // Storage blocked: no override.
  }
}
