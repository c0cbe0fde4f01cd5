import type { CallName, Calls } from '@cep/contract';

/**
 * Method and path of every call in the contract. Only types come from
 * `@cep/contract`: its rows carry zod schemas, which the browser does not need,
 * so importing them at runtime would put zod into the console's first load.
 * The mapped type makes the compiler reject a missing call or a path/method
 * that differs from the contract's literal; endpoints.test.ts checks the same at runtime.
 */
export const endpoints: { [N in CallName]: Pick<Calls[N], 'method' | 'path'> } = {
  health: { method: 'GET', path: '/api/health' },
  login: { method: 'POST', path: '/api/users/login' },
  getInfo: { method: 'GET', path: '/api/sysUser/getInfo' },
  logout: { method: 'POST', path: '/api/sysUser/logout' },
  getMenuList: { method: 'GET', path: '/api/sysUser/getMenuList' },
  refreshToken: { method: 'POST', path: '/api/sysUser/refreshToken' },
  verifyPassword: { method: 'POST', path: '/api/sysUser/verifyPassword' },
  listUsers: { method: 'GET', path: '/api/users/list' },
  getUser: { method: 'GET', path: '/api/users/getUser' },
  getByUsername: { method: 'GET', path: '/api/users/getByUsername' },
  addUser: { method: 'POST', path: '/api/users/add' },
  updateUser: { method: 'PUT', path: '/api/users/update' },
  deleteUser: { method: 'DELETE', path: '/api/users/delete' },
  saveUserRole: { method: 'POST', path: '/api/users/saveUserRole' },
  listDoctors: { method: 'GET', path: '/api/doctorInformation/list' },
  getDoctor: { method: 'GET', path: '/api/doctorInformation/doctor/:id' },
  addDoctor: { method: 'POST', path: '/api/doctorInformation/add' },
  updateDoctor: { method: 'PUT', path: '/api/doctorInformation/update' },
  deleteDoctor: { method: 'DELETE', path: '/api/doctorInformation/delete/:id' },
  listPatients: { method: 'GET', path: '/api/patientInformation/list' },
  getPatient: { method: 'GET', path: '/api/patientInformation/:id' },
  addPatient: { method: 'POST', path: '/api/patientInformation/add' },
  updatePatient: { method: 'PUT', path: '/api/patientInformation/update' },
  deletePatient: { method: 'DELETE', path: '/api/patientInformation/delete/:id' },
  uploadFile: { method: 'POST', path: '/api/oss/file/upload' },
  getFile: { method: 'GET', path: '/api/oss/file/:id' },
  listAudit: { method: 'GET', path: '/api/audit/list' },
  reportClientError: { method: 'POST', path: '/api/clientErrors' },
  listClientErrors: { method: 'GET', path: '/api/clientErrors/list' },
  listCareTeam: { method: 'GET', path: '/api/careTeam/list' },
  assignCareTeam: { method: 'POST', path: '/api/careTeam/assign' },
  unassignCareTeam: { method: 'POST', path: '/api/careTeam/unassign' },
  changePassword: { method: 'PUT', path: '/api/sysUser/password' },
  setUserStatus: { method: 'POST', path: '/api/users/setStatus' },
  resetPassword: { method: 'POST', path: '/api/users/resetPassword' },
  getIdleLockSettings: { method: 'GET', path: '/api/settings/idleLock' },
  saveIdleLockSettings: { method: 'PUT', path: '/api/settings/idleLock' },
  getDashboardSummary: { method: 'GET', path: '/api/dashboard/summary' },
  exportPatients: { method: 'GET', path: '/api/patientInformation/export' },
  exportDoctors: { method: 'GET', path: '/api/doctorInformation/export' },
  exportUsers: { method: 'GET', path: '/api/users/export' },
  revealPatient: { method: 'POST', path: '/api/patientInformation/reveal' },
  revealDoctor: { method: 'POST', path: '/api/doctorInformation/reveal' },
};
