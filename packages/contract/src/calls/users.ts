import { page } from '../domain/page';
import {
  idQuery,
  saveUserRole,
  user,
  userCreate,
  userListQuery,
  usernameQuery,
  userRestore,
  userUpdate,
} from '../domain/user';
import { userSecondFactorReset } from '../domain/second-factor';
import { sessionsEnded } from '../domain/sign-in-sessions';
import { call, nothing } from './call-def';

/** Users (admin) */
export const userCalls = {
  listUsers: call({
    method: 'GET',
    path: '/api/users/list',
    summary: '用户列表（分页，按用户名、姓名筛选）',
    access: 'user:list',
    query: userListQuery,
    response: page(user),
  }),
  getUser: call({
    method: 'GET',
    path: '/api/users/getUser',
    summary: '按ID获取用户',
    access: 'user:list',
    query: idQuery,
    response: user,
  }),
  getByUsername: call({
    method: 'GET',
    path: '/api/users/getByUsername',
    summary: '按用户名获取用户',
    access: 'user:list',
    query: usernameQuery,
    response: user,
  }),
  addUser: call({
    method: 'POST',
    path: '/api/users/add',
    summary: '新增用户',
    access: 'user:add',
    body: userCreate,
    response: user,
  }),
  updateUser: call({
    method: 'PUT',
    path: '/api/users/update',
    summary: '修改用户（只改传入的字段）',
    access: 'user:update',
    body: userUpdate,
    response: user,
  }),
  deleteUser: call({
    method: 'DELETE',
    path: '/api/users/delete',
    summary:
      '归档用户（连同其医生或患者档案；不再能登录、不在列表中显示，临床记录全部保留，管理员可恢复）',
    access: 'user:delete',
    query: idQuery,
    response: nothing,
  }),
  restoreUser: call({
    method: 'POST',
    path: '/api/users/restore',
    summary: '恢复已归档的用户（连同其医生或患者档案；管理员）',
    access: 'user:delete',
    body: userRestore,
    response: user,
  }),
  saveUserRole: call({
    method: 'POST',
    path: '/api/users/saveUserRole',
    summary: '设置用户的角色',
    access: 'user:role',
    stepUp: true,
    body: saveUserRole,
    response: user,
  }),
  resetUserSecondFactor: call({
    method: 'POST',
    path: '/api/users/resetSecondFactor',
    summary:
      '重置用户的两步验证（管理员；丢失手机和恢复码时）：删除其身份验证器和恢复码并结束其全部登录；角色要求两步验证时，下次登录须重新绑定',
    access: 'user:update',
    stepUp: true,
    body: userSecondFactorReset,
    response: sessionsEnded,
  }),
} as const;
