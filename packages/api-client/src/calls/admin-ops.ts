import type { ApiClient } from '../types';
import type { Send } from './send';

type AdminOpsCalls = Pick<
  ApiClient,
  | 'setUserStatus'
  | 'resetPassword'
  | 'getIdleLockSettings'
  | 'saveIdleLockSettings'
  | 'getDashboardSummary'
>;

/** 用户管理 operations, the idle lock's settings and the dashboard's data (issue 12). */
export function adminOpsCalls(send: Send): AdminOpsCalls {
  return {
    setUserStatus: (change) => send('setUserStatus', { data: change }),
    resetPassword: (reset) => send('resetPassword', { data: reset }),
    getIdleLockSettings: () => send('getIdleLockSettings'),
    saveIdleLockSettings: (settings) => send('saveIdleLockSettings', { data: settings }),
    getDashboardSummary: () => send('getDashboardSummary'),
  };
}
