/*
 * Issue 30: someone ended this session (我的登录设备 on another device, or an admin). The API
 * client has dropped the token; the page goes to the sign-in page — a full load, so nothing of the
 * signed-in console stays in memory — which says why (`ended`) and brings the person back to
 * where they were after signing in again.
 */

/** Why the session ended, as the sign-in page's `ended` query says it. */
export type SessionEndReason = 'self' | 'admin';

export function endedReasonOf(code: number): SessionEndReason {
  return code === 40141 ? 'admin' : 'self';
}

/** The sign-in page's address for an ended session, back to `pathWithSearch` afterwards. */
export function sessionEndedUrl(pathWithSearch: string, reason: SessionEndReason): string {
  // As @cep/auth's guard writes `redirect`: encoded, slashes kept readable.
  const redirect = encodeURIComponent(pathWithSearch).replace(/%2F/gi, '/');
  return `/login?redirect=${redirect}&ended=${reason}`;
}

/** The `ended` query of the sign-in page, when it is one we know. */
export function endedReasonIn(search: string): SessionEndReason | undefined {
  const reason = new URLSearchParams(search).get('ended');
  return reason === 'self' || reason === 'admin' ? reason : undefined;
}

/** Goes to the sign-in page, saying why (the API client's `onSessionEnded`). */
export function goToSignInAfterEnd(code: number): void {
  const here = `${window.location.pathname}${window.location.search}`;
  // Already on the sign-in page (a stray request there): stay, keep its own redirect.
  if (window.location.pathname === '/login') return;
  window.location.assign(sessionEndedUrl(here, endedReasonOf(code)));
}
