import type { RoleKey, UserAuth, UserStatus } from '@cep/contract';
import type { Locale } from '@cep/ui';

interface UsersMessages {
  title: string;
  caption: string;
  add: string;
  columns: {
    username: string;
    name: string;
    userAuth: string;
    roles: string;
    status: string;
    createTime: string;
    actions: string;
  };
  kinds: Record<UserAuth, string>;
  roleNames: Record<RoleKey, string>;
  statuses: Record<UserStatus, string>;
  filters: {
    username: string;
    name: string;
    role: string;
    status: string;
    /** Issue 32: archived accounts listed too. */
    showArchived: string;
    all: string;
    search: string;
    reset: string;
  };
  rowActions: (name: string) => string;
  actions: {
    edit: string;
    roles: string;
    enable: string;
    disable: string;
    resetPassword: string;
    /** Issue 30: ends every sign-in of the account. */
    endSessions: string;
    /** Issue 30: removes the account's authenticator (a lost phone and recovery codes). */
    resetSecondFactor: string;
    delete: string;
    /** Issue 32: brings an archived account back. */
    restore: string;
  };
  /** Issue 32: the badge of an archived account. */
  archived: string;
  bulk: {
    enable: string;
    disable: string;
    disableQuestion: (count: number) => string;
    skippedSelf: string;
    enabled: (count: number) => string;
    disabled: (count: number) => string;
    nothingToDo: string;
    alreadyInStatus: string;
  };
  dialogs: {
    createTitle: string;
    createDescription: string;
    editTitle: (name: string) => string;
    editDescription: string;
    rolesTitle: (name: string) => string;
    rolesDescription: string;
    resetTitle: (name: string) => string;
    resetDescription: string;
  };
  form: {
    username: string;
    usernameHint: string;
    name: string;
    password: string;
    passwordHint: string;
    newPassword: string;
    userAuth: string;
    roles: string;
    showPassword: string;
    cancel: string;
    save: string;
    create: string;
    failed: string;
  };
  done: {
    created: (name: string) => string;
    updated: (name: string) => string;
    rolesSaved: (name: string) => string;
    enabled: (name: string) => string;
    disabled: (name: string) => string;
    passwordReset: (name: string) => string;
    sessionsEnded: (name: string, count: number) => string;
    secondFactorReset: (name: string) => string;
    deleted: (name: string) => string;
    restored: (name: string) => string;
  };
  confirmDelete: (name: string) => string;
  confirmRestore: (name: string) => string;
  confirmDisable: (name: string) => string;
  confirmEndSessions: (name: string) => string;
  confirmResetSecondFactor: (name: string) => string;
  noUsers: string;
  loadFailed: string;
}

export const usersMessages = {
  'zh-CN': {
    title: '用户管理',
    caption: '用户列表',
    add: '新增用户',
    columns: {
      username: '用户名',
      name: '姓名',
      userAuth: '用户类型',
      roles: '角色',
      status: '状态',
      createTime: '创建时间',
      actions: '操作',
    },
    kinds: { '0': '管理员', '1': '医生', '2': '患者' },
    roleNames: { admin: '管理员', doctor: '医生', patient: '患者' },
    statuses: { enabled: '启用', disabled: '停用' },
    filters: {
      username: '用户名',
      name: '姓名',
      role: '角色',
      status: '状态',
      showArchived: '显示已归档',
      all: '全部',
      search: '搜索',
      reset: '重置',
    },
    rowActions: (name) => `${name} 的操作`,
    actions: {
      edit: '编辑',
      roles: '分配角色',
      enable: '启用',
      disable: '停用',
      resetPassword: '重置密码',
      endSessions: '结束全部登录',
      resetSecondFactor: '重置两步验证',
      delete: '归档',
      restore: '恢复',
    },
    archived: '已归档',
    bulk: {
      enable: '启用所选',
      disable: '停用所选',
      disableQuestion: (count) =>
        `确定要停用所选的 ${count} 个用户吗？停用后他们不能登录，正在使用的会话立即结束。`,
      skippedSelf: '当前登录的账号不能停用或启用，已跳过。',
      enabled: (count) => `已启用 ${count} 个用户`,
      disabled: (count) => `已停用 ${count} 个用户`,
      nothingToDo: '所选用户中只有当前登录的账号，没有可操作的用户。',
      alreadyInStatus: '所选用户都已是这个状态，没有需要修改的。',
    },
    dialogs: {
      createTitle: '新增用户',
      createDescription: '新用户用初始密码登录，登录后可在个人中心修改密码。',
      editTitle: (name) => `编辑用户：${name}`,
      editDescription: '用户名不能修改。',
      rolesTitle: (name) => `分配角色：${name}`,
      rolesDescription: '角色决定用户能看到的菜单和能做的操作，至少选择一个。',
      resetTitle: (name) => `重置密码：${name}`,
      resetDescription: '设置新的初始密码；该用户正在使用的会话全部结束，需要用新密码重新登录。',
    },
    form: {
      username: '用户名',
      usernameHint: '3–32 个字符：字母、数字、下划线、点或短横线',
      name: '姓名',
      password: '初始密码',
      passwordHint: '8–64 个字符，至少包含一个字母和一个数字',
      newPassword: '新的初始密码',
      userAuth: '用户类型',
      roles: '角色',
      showPassword: '显示密码',
      cancel: '取消',
      save: '保存',
      create: '创建',
      failed: '保存失败：',
    },
    done: {
      created: (name) => `已新增用户 ${name}`,
      updated: (name) => `已保存用户 ${name}`,
      rolesSaved: (name) => `已保存 ${name} 的角色`,
      enabled: (name) => `已启用用户 ${name}`,
      disabled: (name) => `已停用用户 ${name}`,
      passwordReset: (name) => `已重置 ${name} 的密码`,
      sessionsEnded: (name, count) =>
        count === 0 ? `${name} 没有正在使用的登录` : `已结束 ${name} 的 ${count} 个登录`,
      secondFactorReset: (name) => `已重置 ${name} 的两步验证，其全部登录已结束`,
      deleted: (name) => `已归档用户 ${name}`,
      restored: (name) => `已恢复用户 ${name}`,
    },
    confirmDelete: (name) =>
      `确定要归档用户 ${name} 吗？归档后不能登录，正在使用的会话立即结束，也不再显示在列表中；其医生或患者档案一并归档，评估、训练、信号记录和消息等病历资料全部保留，管理员可随时恢复。`,
    confirmRestore: (name) =>
      `确定要恢复用户 ${name} 吗？恢复后可以重新登录，其医生或患者档案一并恢复。`,
    confirmDisable: (name) => `确定要停用用户 ${name} 吗？停用后不能登录，正在使用的会话立即结束。`,
    confirmEndSessions: (name) =>
      `确定要结束用户 ${name} 的全部登录吗？其所有设备将立即退出，需要重新登录。`,
    confirmResetSecondFactor: (name) =>
      `确定要重置用户 ${name} 的两步验证吗？其身份验证器和恢复码将被删除，所有设备立即退出登录；角色要求两步验证时，下次登录须重新绑定身份验证器。请先核实是本人提出的请求。`,
    noUsers: '还没有用户',
    loadFailed: '用户列表没能加载，请重试。',
  },
  'en-US': {
    title: 'Users',
    caption: 'Users',
    add: 'Add user',
    columns: {
      username: 'Username',
      name: 'Name',
      userAuth: 'Kind',
      roles: 'Roles',
      status: 'Status',
      createTime: 'Created',
      actions: 'Actions',
    },
    kinds: { '0': 'Administrator', '1': 'Clinician', '2': 'Patient' },
    roleNames: { admin: 'Administrator', doctor: 'Clinician', patient: 'Patient' },
    statuses: { enabled: 'Enabled', disabled: 'Disabled' },
    filters: {
      username: 'Username',
      name: 'Name',
      role: 'Role',
      status: 'Status',
      showArchived: 'Show archived',
      all: 'All',
      search: 'Search',
      reset: 'Reset',
    },
    rowActions: (name) => `Actions for ${name}`,
    actions: {
      edit: 'Edit',
      roles: 'Assign roles',
      enable: 'Enable',
      disable: 'Disable',
      resetPassword: 'Reset password',
      endSessions: 'Sign out everywhere',
      resetSecondFactor: 'Reset two-step verification',
      delete: 'Archive',
      restore: 'Restore',
    },
    archived: 'Archived',
    bulk: {
      enable: 'Enable selected',
      disable: 'Disable selected',
      disableQuestion: (count) =>
        `Disable the ${count} selected users? They can no longer sign in and their sessions end now.`,
      skippedSelf: 'The account you are signed in with cannot be enabled or disabled; skipped.',
      enabled: (count) => `Enabled ${count} users`,
      disabled: (count) => `Disabled ${count} users`,
      nothingToDo: 'Only your own account is selected: nothing to change.',
      alreadyInStatus: 'The selected users already have this status: nothing to change.',
    },
    dialogs: {
      createTitle: 'Add user',
      createDescription:
        'The new user signs in with the initial password and can change it in the personal centre.',
      editTitle: (name) => `Edit user: ${name}`,
      editDescription: 'The username cannot change.',
      rolesTitle: (name) => `Assign roles: ${name}`,
      rolesDescription: 'Roles decide the menus and actions a user has; choose at least one.',
      resetTitle: (name) => `Reset password: ${name}`,
      resetDescription:
        'Set a new initial password; the user’s sessions end and they sign in again with it.',
    },
    form: {
      username: 'Username',
      usernameHint: '3–32 characters: letters, digits, underscore, dot or hyphen',
      name: 'Name',
      password: 'Initial password',
      passwordHint: '8–64 characters with at least one letter and one digit',
      newPassword: 'New initial password',
      userAuth: 'Kind',
      roles: 'Roles',
      showPassword: 'Show password',
      cancel: 'Cancel',
      save: 'Save',
      create: 'Create',
      failed: 'Not saved: ',
    },
    done: {
      created: (name) => `Added user ${name}`,
      updated: (name) => `Saved user ${name}`,
      rolesSaved: (name) => `Saved the roles of ${name}`,
      enabled: (name) => `Enabled user ${name}`,
      disabled: (name) => `Disabled user ${name}`,
      passwordReset: (name) => `Reset the password of ${name}`,
      sessionsEnded: (name, count) =>
        count === 0
          ? `${name} had no active sign-ins`
          : `Signed ${name} out of ${count} ${count === 1 ? 'device' : 'devices'}`,
      secondFactorReset: (name) =>
        `Reset the two-step verification of ${name} and signed them out everywhere`,
      deleted: (name) => `Archived user ${name}`,
      restored: (name) => `Restored user ${name}`,
    },
    confirmDelete: (name) =>
      `Archive user ${name}? They can no longer sign in, their sessions end now and they leave the list; their clinician or patient record is archived with them, and the assessments, training, recordings and messages are all kept. An administrator can restore them at any time.`,
    confirmRestore: (name) =>
      `Restore user ${name}? They can sign in again; their clinician or patient record comes back too.`,
    confirmDisable: (name) =>
      `Disable user ${name}? They can no longer sign in and their sessions end now.`,
    confirmEndSessions: (name) =>
      `Sign ${name} out on every device? Each is signed out at once and must sign in again.`,
    confirmResetSecondFactor: (name) =>
      `Reset the two-step verification of ${name}? Their authenticator and recovery codes are deleted and every device is signed out at once; if their role requires two-step verification, they bind a new authenticator at their next sign-in. First make sure the request comes from the person themselves.`,
    noUsers: 'No users yet',
    loadFailed: 'The user list could not load. Try again.',
  },
} satisfies Record<Locale, UsersMessages>;
