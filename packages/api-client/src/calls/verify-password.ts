import type { ApiClient } from '../types';
import type { Send } from './send';

/** The idle lock's unlock: the signed-in person's password checked again; the session is kept. */
export function verifyPasswordCalls(send: Send): Pick<ApiClient, 'verifyPassword'> {
  return {
    verifyPassword: (password) => send('verifyPassword', { data: { password } }),
  };
}
