import { careTeam, careTeamChange, careTeamQuery } from '../domain/care-team';
import { call } from './call-def';

/** Care teams (issue 11 §2): which clinicians treat which patient */
export const careTeamCalls = {
  listCareTeam: call({
    method: 'GET',
    path: '/api/careTeam/list',
    summary: '患者的护理团队成员（医生只能看自己团队的患者，患者只能看自己的）',
    access: 'patient:list',
    query: careTeamQuery,
    response: careTeam,
  }),
  assignCareTeam: call({
    method: 'POST',
    path: '/api/careTeam/assign',
    summary: '把医生加入患者的护理团队（管理员；医生只能为自己团队的患者添加），返回新的团队',
    access: 'careTeam:assign',
    body: careTeamChange,
    response: careTeam,
  }),
  unassignCareTeam: call({
    method: 'POST',
    path: '/api/careTeam/unassign',
    summary: '把医生移出患者的护理团队（管理员；医生只能为自己团队的患者移除），返回新的团队',
    access: 'careTeam:assign',
    body: careTeamChange,
    response: careTeam,
  }),
} as const;
