import { PUBLIC_PATHS } from '@cep/auth';
import { HOME_PATH } from '@cep/contract';
import { requestSummaryEarly } from './early-requests/summary-request';
import { builtPages } from './pages/registry';
import { consoleRouter } from './router';
import { tokenStore } from './session';
import { loadShell } from './shell/load-shell';

/**
 * A signed-in first load would otherwise go in rounds: the session (user info and menu), then the
 * shell's and the page's code (the router learns the page from the menu), then 首页's data. The
 * work is the browser's CPU more than the network, so the requests go first and the code is
 * evaluated while they are out: the router (made now, its guard asks for the session at once),
 * 首页's data on a load of `/` or 首页, then the shell's and the page's code. The router's own
 * loads find them fetched (a module loads once; the early summary is taken once).
 */
export function warmStart(pathname: string): void {
  if (!tokenStore.getToken() || PUBLIC_PATHS.includes(pathname)) return;
  consoleRouter();
  const home = pathname === '/' || pathname === HOME_PATH;
  if (home) requestSummaryEarly();
  void loadShell();
  if (home) void builtPages['dashboard/index']?.();
}
