import type { CallResponse } from '@cep/contract';
import type { Send } from './send';

/** 我的登录设备 and an admin's 结束全部登录 (issue 30). */
export interface SignInSessionCalls {
  /**
   * `GET /api/sysUser/sessions`: where the signed-in person is signed in (browser, address,
   * signed in at, last seen), newest first; `current` marks this one.
   */
  listMySessions(): Promise<CallResponse<'listMySessions'>>;
  /**
   * `POST /api/sysUser/sessions/end` `{ id }`: ends one of the person's other sign-ins; its next
   * request is refused (40140) and its live connections close. Another's, an ended one or the
   * current one → 40340.
   */
  endMySession(id: string): Promise<CallResponse<'endMySession'>>;
  /** `POST /api/sysUser/sessions/endOthers`: ends every sign-in of the person but this one. */
  endMyOtherSessions(): Promise<CallResponse<'endMyOtherSessions'>>;
  /** `POST /api/users/endSessions` `{ id }` (admin): ends every sign-in of the account `userId`. */
  endUserSessions(userId: number): Promise<CallResponse<'endUserSessions'>>;
}

/** The functions of {@link SignInSessionCalls}. */
export function signInSessionCalls(send: Send): SignInSessionCalls {
  return {
    listMySessions: () => send('listMySessions'),
    endMySession: (id) => send('endMySession', { data: { id } }),
    endMyOtherSessions: () => send('endMyOtherSessions', { data: {} }),
    endUserSessions: (userId) => send('endUserSessions', { data: { id: userId } }),
  };
}
