import type { CallBody, CallResponse } from '@cep/contract';
import type { Send } from './send';

/** The signed-in user's own password (issue 11). */
export interface PasswordCalls {
  /**
   * `PUT /api/sysUser/password` `{ oldPassword, newPassword }`: changes the signed-in user's own
   * password. This session stays; the account's other sessions end. A wrong old password or a
   * weak/common new one → 40001 with the server's message; too many wrong guesses → 42901.
   */
  changePassword(change: CallBody<'changePassword'>): Promise<CallResponse<'changePassword'>>;
}

/** The functions of {@link PasswordCalls}. */
export function passwordCalls(send: Send): PasswordCalls {
  return {
    // The server keeps this session and ends the account's others: the stored token stays valid.
    changePassword: (change) => send('changePassword', { data: change }),
  };
}
