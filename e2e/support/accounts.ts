/**
 * The demo accounts every fresh server has (apps/server/src/seed/demo-data.ts).
 *
 * The three role accounts are shared: many tests, in two workers at once, are signed in as them,
 * so a test signed in as one of them must not change anything on the server, revoke or refresh
 * its token. A test that does (profile save, avatar upload, logout, an expired or refreshed
 * token, a network failure that zeroes the expiry) signs in as an account of its own below,
 * used by that test only. Wrong-password tests also get their own username: the login throttle
 * counts failures per username and address (5 in 15 min → 42901).
 */
export interface Account {
  username: string;
  password: string;
  /** The name the navbar shows (users.name). */
  name: string;
}

const doctor = (username: string, name: string): Account => ({
  username,
  password: 'Doctor@123',
  name,
});
const patient = (username: string, name: string): Account => ({
  username,
  password: 'Patient@123',
  name,
});

/** Shared by every test that only looks (see above). */
export const roles = {
  admin: { username: 'admin', password: 'Admin@123', name: '管理员' },
  doctor: doctor('doctor', '张医生'),
  patient: patient('patient', '李患者'),
} satisfies Record<string, Account>;

export type Role = keyof typeof roles;

/** One test each: the test named beside the account is the only one that signs in with it. */
export const own = {
  /** profile.spec: the doctor's personal centre, view → edit → save. */
  doctorProfile: doctor('liuqiang', '刘强'),
  /** profile.spec: the patient's personal centre, view → edit → save. */
  patientProfile: patient('wangxiuying', '王秀英'),
  /** avatar.spec: the personal centre's avatar upload. */
  profileAvatar: doctor('chenjing', '陈静'),
  /** avatar.spec: the navbar's avatar upload. */
  navbarAvatar: doctor('zhaolei', '赵磊'),
  /** session.spec: logout. */
  logout: patient('zhangwei', '张伟'),
  /** session.spec: the token revoked behind the page's back. */
  revoked: doctor('wangfang', '王芳'),
  /** session.spec: the network fails for one request. */
  offline: patient('liuyang', '刘洋'),
  /** login.spec: a wrong password (counts towards the throttle). */
  wrongPassword: patient('chenxiulan', '陈秀兰'),
  /** login.spec: the guard's redirect after sign-in. */
  guard: patient('yangjun', '杨军'),
  /** login.spec: a padded username. */
  padded: patient('zhaomin', '赵敏'),
  /** idle-lock.spec: locked, a wrong password (counts towards the throttle), unlocked. */
  idleUnlock: patient('huangqiang', '黄强'),
  /** idle-lock.spec: locked, then "sign in as someone else" (ends the session). */
  idleSwitch: patient('zhouhui', '周慧'),
  /** patient-training.spec: four exercises, the connection cut midway, every result once. */
  trainingOffline: patient('wujianguo', '吴建国'),
  /** patient-training.spec: Go/No-Go and N-back, a reload midway resumes. */
  trainingResume: patient('xuli', '徐丽'),
} satisfies Record<string, Account>;
