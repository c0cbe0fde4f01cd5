import type { ApiClient } from '../types';
import type { Send } from './send';

/** The signed-in user's own password (issue 11). */
export function passwordCalls(send: Send): Pick<ApiClient, 'changePassword'> {
  return {
    // The server keeps this session and ends the account's others: the stored token stays valid.
    changePassword: (change) => send('changePassword', { data: change }),
  };
}
