import type { CallBody, CallResponse, Page, User } from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** Sign-in accounts (admin). */
export interface UserCalls {
  /** `GET /api/users/list`. */
  listUsers(query?: ListQuery<'listUsers'>): Promise<Page<User>>;
  /** `GET /api/users/getUser?id=`. */
  getUser(id: number): Promise<User>;
  /** `GET /api/users/getByUsername?username=`. */
  getByUsername(username: string): Promise<User>;
  /** `POST /api/users/add`. */
  addUser(user: CallBody<'addUser'>): Promise<User>;
  /** `PUT /api/users/update`: only the fields sent change, from `revision` (stale → 40902). */
  updateUser(user: CallBody<'updateUser'>): Promise<User>;
  /**
   * `DELETE /api/users/delete?id=`: archives the account with its doctor or patient record
   * (issue 32: no sign-in, out of the lists, clinical records kept); {@link restoreUser} undoes it.
   */
  deleteUser(id: number): Promise<CallResponse<'deleteUser'>>;
  /** `POST /api/users/restore` `{ id }` (admin): an archived account and its record come back. */
  restoreUser(id: number): Promise<User>;
  /** `POST /api/users/saveUserRole`: replaces the user's roles. */
  saveUserRole(body: CallBody<'saveUserRole'>): Promise<User>;
  /**
   * `POST /api/users/resetSecondFactor` `{ id }` (admin, step-up): removes the authenticator and
   * recovery codes of the account `userId` and ends its sign-ins (their next request → 40141);
   * its next sign-in binds a new one when a role requires it. Own account → 40350, nothing
   * bound → 40401.
   */
  resetUserSecondFactor(userId: number): Promise<CallResponse<'resetUserSecondFactor'>>;
}

/** The functions of {@link UserCalls}. */
export function userCalls(send: Send): UserCalls {
  return {
    listUsers: (query) => send('listUsers', { params: query }),
    getUser: (id) => send('getUser', { params: { id } }),
    getByUsername: (username) => send('getByUsername', { params: { username } }),
    addUser: (user) => send('addUser', { data: user }),
    updateUser: (user) => send('updateUser', { data: user }),
    deleteUser: (id) => send('deleteUser', { params: { id } }),
    restoreUser: (id) => send('restoreUser', { data: { id } }),
    saveUserRole: (body) => send('saveUserRole', { data: body }),
    resetUserSecondFactor: (userId) => send('resetUserSecondFactor', { data: { id: userId } }),
  };
}
