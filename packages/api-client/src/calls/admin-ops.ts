import type { CallBody, DashboardSummary, IdleLockSettings, User } from '@cep/contract';
import type { Send } from './send';

/** 用户管理 operations, the idle lock's settings and the dashboard's data (issue 12). */
export interface AdminOpsCalls {
  /**
   * `POST /api/users/setStatus`: enables or disables an account (disabling ends its sessions; not
   * oneself, not the last enabled admin: 40901).
   */
  setUserStatus(change: CallBody<'setUserStatus'>): Promise<User>;
  /** `POST /api/users/resetPassword`: a new initial password; the account's sessions end. */
  resetPassword(reset: CallBody<'resetPassword'>): Promise<User>;
  /** `GET /api/settings/idleLock`: the idle lock's default and allowed range, in minutes. */
  getIdleLockSettings(): Promise<IdleLockSettings>;
  /** `PUT /api/settings/idleLock` (admin): resolves the stored settings. */
  saveIdleLockSettings(settings: IdleLockSettings): Promise<IdleLockSettings>;
  /** `GET /api/dashboard/summary`: the dashboard's data for the caller's role (`role` tells which). */
  getDashboardSummary(): Promise<DashboardSummary>;
}

/** The functions of {@link AdminOpsCalls}. */
export function adminOpsCalls(send: Send): AdminOpsCalls {
  return {
    setUserStatus: (change) => send('setUserStatus', { data: change }),
    resetPassword: (reset) => send('resetPassword', { data: reset }),
    getIdleLockSettings: () => send('getIdleLockSettings'),
    saveIdleLockSettings: (settings) => send('saveIdleLockSettings', { data: settings }),
    getDashboardSummary: () => send('getDashboardSummary'),
  };
}
