import type { ApiClient } from '../types';
import type { Send } from './send';

type UserCalls = Pick<
  ApiClient,
  | 'listUsers'
  | 'getUser'
  | 'getByUsername'
  | 'addUser'
  | 'updateUser'
  | 'deleteUser'
  | 'saveUserRole'
>;

/** Sign-in accounts (admin). */
export function userCalls(send: Send): UserCalls {
  return {
    listUsers: (query) => send('listUsers', { params: query }),
    getUser: (id) => send('getUser', { params: { id } }),
    getByUsername: (username) => send('getByUsername', { params: { username } }),
    addUser: (user) => send('addUser', { data: user }),
    updateUser: (user) => send('updateUser', { data: user }),
    deleteUser: (id) => send('deleteUser', { params: { id } }),
    saveUserRole: (body) => send('saveUserRole', { data: body }),
  };
}
