import { z } from 'zod';
import {
  article,
  articleCreate,
  articleExportQuery,
  articleIdQuery,
  articleListQuery,
  articleReorder,
  articleStatusChange,
  articleUpdate,
} from './domain/article';
import { auditEntry, auditListQuery } from './domain/audit';
import { careTeam, careTeamChange, careTeamQuery } from './domain/care-team';
import {
  loginForm,
  loginResult,
  passwordChange,
  passwordCheck,
  tokenBody,
  userInfo,
} from './domain/auth';
import { clientErrorEntry, clientErrorListQuery, clientErrorReport } from './domain/client-error';
import {
  doctor,
  doctorCreate,
  doctorExportQuery,
  doctorListQuery,
  doctorReveal,
  doctorUpdate,
  idParams,
} from './domain/doctor';
import type { PermissionCode } from './domain/enums';
import { fileParams, uploadQuery, uploadResult } from './domain/file';
import { EXPORT_ROW_CAP, page } from './domain/page';
import {
  patient,
  patientCreate,
  patientExportQuery,
  patientListQuery,
  patientListRow,
  patientReveal,
  patientUpdate,
  revealedValue,
} from './domain/patient';
import { routeTree } from './domain/route';
import {
  idQuery,
  passwordReset,
  saveUserRole,
  user,
  userCreate,
  userExportQuery,
  userListQuery,
  userUpdate,
  usernameQuery,
  userStatusChange,
} from './domain/user';
import { healthData } from './health';
import { idleLockSettings } from './domain/settings';
import { dashboardSummary } from './domain/dashboard';
import {
  assessment,
  assessmentAmend,
  assessmentDetailQuery,
  assessmentDraftSave,
  assessmentFinish,
  assessmentListQuery,
} from './domain/assessment';
import {
  alertCount,
  alertListQuery,
  alertRead,
  finding,
  recommendationAccept,
  recommendationListQuery,
  recommendationReject,
} from './domain/assistant';
import { reportExportQuery } from './domain/report';
import {
  exerciseList,
  exerciseResultAdd,
  exerciseResultListQuery,
  patientProgress,
  patientProgressQuery,
  storedExerciseResult,
  trainingPlan,
  trainingPlanCreate,
  trainingPlanListQuery,
  trainingPlanStatusChange,
  trainingPlanUpdate,
  trainingSession,
  trainingSessionFinish,
  trainingSessionStart,
} from './domain/training';
import {
  signalDevice,
  signalDeviceCreate,
  signalDeviceCreated,
  signalDeviceLiveQuery,
  signalDeviceStatusChange,
  signalDeviceUpdate,
} from './domain/signal-devices';
import {
  recording,
  recordingExportQuery,
  recordingFeatures,
  recordingIdQuery,
  recordingListQuery,
  recordingMarker,
  recordingMarkerAdd,
  recordingStart,
  recordingStop,
  recordingSummary,
  recordingWindow,
  recordingWindowQuery,
} from './domain/recordings';
import {
  conversation,
  conversationListQuery,
  conversationStart,
  message,
  messageContact,
  messageContactQuery,
  messageImage,
  messageListQuery,
  messageRead,
  messageReadResult,
  messageSend,
  messageUnread,
} from './domain/messages';

import {
  announcement,
  announcementCreate,
  announcementIdBody,
  announcementIdQuery,
  announcementListQuery,
  announcementReceipts,
  announcementUpdate,
} from './domain/announcements';
import {
  challenge,
  challengeCreate,
  challengeIdBody,
  challengeIdQuery,
  challengeLeaderboard,
  challengeListQuery,
} from './domain/challenges';
import {
  groupMemberChange,
  groupNicknameChange,
  patientGroup,
  patientGroupCreate,
  patientGroupListQuery,
  patientGroupUpdate,
} from './domain/community-groups';
import {
  groupAttendance,
  groupSession,
  groupSessionCreate,
  groupSessionIdBody,
  groupSessionListQuery,
} from './domain/group-sessions';
import {
  moderationQueueQuery,
  post,
  postCreate,
  postHide,
  postIdBody,
  postListQuery,
  postReport,
} from './domain/posts';

/**
 * The table of calls: one row per HTTP endpoint, shared by the server (which
 * registers a route per row and validates its answer) and the clients (which
 * derive typed functions from it). Adding an endpoint starts here.
 *
 * `query` and `body` are the schemas of the request's input; `response` is the
 * schema of the envelope's `data` (the envelope itself is in `envelope.ts`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` needs no token; `signedIn` needs a valid token; a permission code also
 * needs that code among the caller's permissions. Record-level rules (a doctor updates only their
 * own record) are the handler's, on top of this gate.
 */
export type CallAccess = 'public' | 'signedIn' | PermissionCode;

export interface CallDef {
  method: HttpMethod;
  /** Fastify-style path, `:name` for path parameters; always under /api/. */
  path: `/api/${string}`;
  summary: string;
  access: CallAccess;
  /** How the body is sent. Default `json`. */
  encoding?: 'json' | 'form' | 'multipart';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the envelope's `data`. Absent for `raw` calls that answer with bytes. */
  response: z.ZodType;
  /** Answers with the bytes of a file, not with the JSON envelope. */
  raw?: true;
}

/** Identity helper: checks a row against CallDef while keeping its literal types. */
function call<const C extends CallDef>(def: C): C {
  return def;
}

const nothing = z.null();

export const calls = {
  health: call({
    method: 'GET',
    path: '/api/health',
    summary: '健康检查：服务与数据库是否可用',
    access: 'public',
    response: healthData,
  }),

  // Session (spec §7)
  login: call({
    method: 'POST',
    path: '/api/users/login',
    summary: '登录（表单提交用户名和密码），返回令牌和过期时间',
    access: 'public',
    encoding: 'form',
    body: loginForm,
    response: loginResult,
  }),
  getInfo: call({
    method: 'GET',
    path: '/api/sysUser/getInfo',
    summary: '当前用户信息：姓名、头像、角色和权限码',
    access: 'signedIn',
    response: userInfo,
  }),
  logout: call({
    method: 'POST',
    path: '/api/sysUser/logout',
    summary: '退出登录，令牌作废',
    access: 'signedIn',
    body: tokenBody,
    response: nothing,
  }),
  getMenuList: call({
    method: 'GET',
    path: '/api/sysUser/getMenuList',
    summary: '当前用户可见的菜单路由树',
    access: 'signedIn',
    response: routeTree,
  }),
  refreshToken: call({
    method: 'POST',
    path: '/api/sysUser/refreshToken',
    summary: '换发新令牌；旧令牌在30秒宽限期后失效',
    access: 'signedIn',
    body: tokenBody,
    response: loginResult,
  }),
  verifyPassword: call({
    method: 'POST',
    path: '/api/sysUser/verifyPassword',
    summary: '核对当前用户的密码（空闲锁屏后解锁）；与登录共用失败次数限制',
    access: 'signedIn',
    body: passwordCheck,
    response: nothing,
  }),

  // Users (admin)
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
    summary: '删除用户（连同其医生或患者档案）',
    access: 'user:delete',
    query: idQuery,
    response: nothing,
  }),
  saveUserRole: call({
    method: 'POST',
    path: '/api/users/saveUserRole',
    summary: '设置用户的角色',
    access: 'user:role',
    body: saveUserRole,
    response: user,
  }),

  // Doctors
  listDoctors: call({
    method: 'GET',
    path: '/api/doctorInformation/list',
    summary: '医生列表（分页，按姓名、手机号筛选）',
    access: 'doctor:list',
    query: doctorListQuery,
    response: page(doctor),
  }),
  getDoctor: call({
    method: 'GET',
    path: '/api/doctorInformation/doctor/:id',
    summary: '按ID获取医生档案',
    access: 'doctor:list',
    params: idParams,
    response: doctor,
  }),
  addDoctor: call({
    method: 'POST',
    path: '/api/doctorInformation/add',
    summary: '新增医生档案',
    access: 'doctor:add',
    body: doctorCreate,
    response: doctor,
  }),
  updateDoctor: call({
    method: 'PUT',
    path: '/api/doctorInformation/update',
    summary: '修改医生档案（医生只能改自己的）',
    access: 'doctor:update',
    body: doctorUpdate,
    response: doctor,
  }),
  deleteDoctor: call({
    method: 'DELETE',
    path: '/api/doctorInformation/delete/:id',
    summary: '删除医生档案',
    access: 'doctor:delete',
    params: idParams,
    response: nothing,
  }),

  // Patients
  listPatients: call({
    method: 'GET',
    path: '/api/patientInformation/list',
    summary: '患者列表（分页，按姓名、手机号筛选；患者只看到自己）',
    access: 'patient:list',
    query: patientListQuery,
    response: page(patientListRow),
  }),
  getPatient: call({
    method: 'GET',
    path: '/api/patientInformation/:id',
    summary: '按ID获取患者档案（患者只能看自己的）',
    access: 'patient:list',
    params: idParams,
    response: patient,
  }),
  addPatient: call({
    method: 'POST',
    path: '/api/patientInformation/add',
    summary: '新增患者档案',
    access: 'patient:add',
    body: patientCreate,
    response: patient,
  }),
  updatePatient: call({
    method: 'PUT',
    path: '/api/patientInformation/update',
    summary: '修改患者档案（患者只能改自己的）',
    access: 'patient:update',
    body: patientUpdate,
    response: patient,
  }),
  deletePatient: call({
    method: 'DELETE',
    path: '/api/patientInformation/delete/:id',
    summary: '删除患者档案',
    access: 'patient:delete',
    params: idParams,
    response: nothing,
  }),

  // Files
  uploadFile: call({
    method: 'POST',
    path: '/api/oss/file/upload',
    summary: '上传图片（multipart 字段 file；JPEG/PNG/GIF/BMP，≤2MB），返回图片地址',
    access: 'file:upload',
    encoding: 'multipart',
    query: uploadQuery,
    response: uploadResult,
  }),
  getFile: call({
    method: 'GET',
    path: '/api/oss/file/:id',
    summary: '读取已上传的文件（地址不可猜测，供 <img> 直接使用）',
    access: 'public',
    params: fileParams,
    response: z.never(),
    raw: true,
  }),

  // Audit
  listAudit: call({
    method: 'GET',
    path: '/api/audit/list',
    summary: '审计日志（分页，按操作人、动作、对象、结果、时间筛选）',
    access: 'audit:list',
    query: auditListQuery,
    response: page(auditEntry),
  }),

  // Errors the console caught (spec §4, §8 error log), kept so they survive a reload
  reportClientError: call({
    method: 'POST',
    path: '/api/clientErrors',
    summary: '上报前端捕获的错误（错误日志），保存在服务器上',
    access: 'signedIn',
    body: clientErrorReport,
    response: nothing,
  }),
  listClientErrors: call({
    method: 'GET',
    path: '/api/clientErrors/list',
    summary: '前端错误报告（分页，最新在前）',
    access: 'audit:list',
    query: clientErrorListQuery,
    response: page(clientErrorEntry),
  }),

  // Care teams (issue 11 §2): which clinicians treat which patient
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
  // One's own password (issue 11): the old one proves it is the user, not just their session
  changePassword: call({
    method: 'PUT',
    path: '/api/sysUser/password',
    summary: '修改本人密码（需原密码）；除本次会话外，该账号的其他会话全部失效',
    access: 'signedIn',
    body: passwordChange,
    response: nothing,
  }),

  // 用户管理 operations (issue 12)
  setUserStatus: call({
    method: 'POST',
    path: '/api/users/setStatus',
    summary: '启用或停用用户（停用后不能登录，其会话立即结束；不能停用自己或最后一个管理员）',
    access: 'user:update',
    body: userStatusChange,
    response: user,
  }),
  resetPassword: call({
    method: 'POST',
    path: '/api/users/resetPassword',
    summary: '重置用户密码（管理员设置新的初始密码，该用户的会话全部结束）',
    access: 'user:update',
    body: passwordReset,
    response: user,
  }),

  // Idle lock of shared terminals (issue 12): limits an admin sets, read by every signed-in user
  getIdleLockSettings: call({
    method: 'GET',
    path: '/api/settings/idleLock',
    summary: '锁屏设置：默认空闲锁屏时间及允许的最短、最长时间（分钟）',
    access: 'signedIn',
    response: idleLockSettings,
  }),
  saveIdleLockSettings: call({
    method: 'PUT',
    path: '/api/settings/idleLock',
    summary: '修改锁屏设置（管理员）',
    access: 'settings:update',
    body: idleLockSettings,
    response: idleLockSettings,
  }),

  // Dashboard (issue 12): one call answering by the caller's role
  getDashboardSummary: call({
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: '首页数据：管理员看统计、登录趋势、最新审计与错误；医生看自己的患者；患者看自己的档案',
    access: 'signedIn',
    response: dashboardSummary,
  }),

  // Management lists (issue 12): exports of a filtered list, and the reveal of a masked value
  exportPatients: call({
    method: 'GET',
    path: '/api/patientInformation/export',
    summary: `导出筛选后的患者（CSV 或 Excel；最多${EXPORT_ROW_CAP}行；手机号、身份证号为掩码），记入审计`,
    access: 'patient:export',
    query: patientExportQuery,
    response: z.never(),
    raw: true,
  }),
  exportDoctors: call({
    method: 'GET',
    path: '/api/doctorInformation/export',
    summary: `导出筛选后的医生（CSV 或 Excel；最多${EXPORT_ROW_CAP}行；手机号为掩码），记入审计`,
    access: 'doctor:export',
    query: doctorExportQuery,
    response: z.never(),
    raw: true,
  }),
  exportUsers: call({
    method: 'GET',
    path: '/api/users/export',
    summary: `导出筛选后的用户（CSV 或 Excel；最多${EXPORT_ROW_CAP}行），记入审计`,
    access: 'user:export',
    query: userExportQuery,
    response: z.never(),
    raw: true,
  }),
  revealPatient: call({
    method: 'POST',
    path: '/api/patientInformation/reveal',
    summary: '显示患者完整的手机号或身份证号（能查看该档案的人；每次记入审计）',
    access: 'patient:list',
    body: patientReveal,
    response: revealedValue,
  }),
  revealDoctor: call({
    method: 'POST',
    path: '/api/doctorInformation/reveal',
    summary: '显示医生完整的手机号（每次记入审计）',
    access: 'doctor:list',
    body: doctorReveal,
    response: revealedValue,
  }),

  // Cognitive training (issue 13): catalogue, plans, sessions, results, progress
  listExercises: call({
    method: 'GET',
    path: '/api/exercise/list',
    summary: '训练项目目录（按认知领域分组的练习，含说明和最高级别）',
    access: 'signedIn',
    response: exerciseList,
  }),
  listTrainingPlans: call({
    method: 'GET',
    path: '/api/trainingPlan/list',
    summary: '患者的训练计划（分页，最新在前；医生只看自己团队的患者，患者只看自己的），记入审计',
    access: 'trainingPlan:list',
    query: trainingPlanListQuery,
    response: page(trainingPlan),
  }),
  addTrainingPlan: call({
    method: 'POST',
    path: '/api/trainingPlan/add',
    summary: '为患者制定训练计划（草稿；医生只能为自己团队的患者制定）',
    access: 'trainingPlan:add',
    body: trainingPlanCreate,
    response: trainingPlan,
  }),
  updateTrainingPlan: call({
    method: 'PUT',
    path: '/api/trainingPlan/update',
    summary: '修改训练计划（草稿或暂停中的计划；带 id 的项目保留当前级别）',
    access: 'trainingPlan:update',
    body: trainingPlanUpdate,
    response: trainingPlan,
  }),
  setTrainingPlanStatus: call({
    method: 'POST',
    path: '/api/trainingPlan/status',
    summary:
      '改变训练计划状态（草稿→进行中→暂停→完成；每位患者只有一个进行中的计划），记录操作人和时间',
    access: 'trainingPlan:update',
    body: trainingPlanStatusChange,
    response: trainingPlan,
  }),
  startTrainingSession: call({
    method: 'POST',
    path: '/api/trainingSession/start',
    summary:
      '开始一次训练（进行中的计划；同一客户端ID再次调用返回同一次训练），返回各项目的当前级别',
    access: 'exerciseResult:add',
    body: trainingSessionStart,
    response: trainingSession,
  }),
  finishTrainingSession: call({
    method: 'POST',
    path: '/api/trainingSession/finish',
    summary: '结束一次训练（完成或放弃；重复结束不改变结果）',
    access: 'exerciseResult:add',
    body: trainingSessionFinish,
    response: trainingSession,
  }),
  addExerciseResult: call({
    method: 'POST',
    path: '/api/exerciseResult/add',
    summary: '保存一次练习的结果和试次（按客户端ID幂等：重复提交只保存一次并返回已保存的结果）',
    access: 'exerciseResult:add',
    body: exerciseResultAdd,
    response: storedExerciseResult,
  }),
  listExerciseResults: call({
    method: 'GET',
    path: '/api/exerciseResult/list',
    summary: '患者的练习结果及试次（分页，最新在前；按计划、训练或练习筛选），记入审计',
    access: 'exerciseResult:list',
    query: exerciseResultListQuery,
    response: page(storedExerciseResult),
  }),
  getPatientProgress: call({
    method: 'GET',
    path: '/api/patientProgress/detail',
    summary: '患者训练进度：各项目级别变化、每次训练的正确率和反应时、每日计划与完成情况，记入审计',
    access: 'exerciseResult:list',
    query: patientProgressQuery,
    response: patientProgress,
  }),

  // Assessments (issue 14): MoCA and MMSE score sheets, clinicians of the care team only
  listAssessments: call({
    method: 'GET',
    path: '/api/assessment/list',
    summary: '患者的评估（MoCA、MMSE；分页，最新在前；含各部分得分、领域分布和常模解释），记入审计',
    access: 'assessment:list',
    query: assessmentListQuery,
    response: page(assessment),
  }),
  getAssessment: call({
    method: 'GET',
    path: '/api/assessment/detail',
    summary: '一份评估及其全部修改记录（原始得分保留），记入审计',
    access: 'assessment:list',
    query: assessmentDetailQuery,
    response: assessment,
  }),
  saveAssessmentDraft: call({
    method: 'POST',
    path: '/api/assessment/draft',
    summary: '开始评估或保存草稿（逐项保存；revision 过期时 40901，防止两处同时修改互相覆盖）',
    access: 'assessment:edit',
    body: assessmentDraftSave,
    response: assessment,
  }),
  finishAssessment: call({
    method: 'POST',
    path: '/api/assessment/finish',
    summary: '完成评估（每一项都已评分；完成后锁定，只能通过修订更正）',
    access: 'assessment:edit',
    body: assessmentFinish,
    response: assessment,
  }),
  amendAssessment: call({
    method: 'POST',
    path: '/api/assessment/amend',
    summary: '修订已完成的评估（必须填写原因；保留修订前的得分）',
    access: 'assessment:edit',
    body: assessmentAmend,
    response: assessment,
  }),
  // The assistant (issue 14): suggestions, alerts and reminders, clinicians of the care team only
  listRecommendations: call({
    method: 'GET',
    path: '/api/recommendation/list',
    summary: '智能建议和复评提醒（医生只看自己团队的患者；含依据的数字和链接；最新在前）',
    access: 'recommendation:list',
    query: recommendationListQuery,
    response: page(finding),
  }),
  acceptRecommendation: call({
    method: 'POST',
    path: '/api/recommendation/accept',
    summary: '采纳一条建议（按建议修改训练计划），记录采纳人和时间',
    access: 'recommendation:decide',
    body: recommendationAccept,
    response: finding,
  }),
  rejectRecommendation: call({
    method: 'POST',
    path: '/api/recommendation/reject',
    summary: '不采纳一条建议（原因可选），记录操作人和时间',
    access: 'recommendation:decide',
    body: recommendationReject,
    response: finding,
  }),
  listAlerts: call({
    method: 'GET',
    path: '/api/alert/list',
    summary: '提醒（漏训、下降；医生只看自己团队的患者；最新在前；含本人是否已读）',
    access: 'alert:list',
    query: alertListQuery,
    response: page(finding),
  }),
  countAlerts: call({
    method: 'GET',
    path: '/api/alert/count',
    summary: '本人未读的提醒数',
    access: 'alert:list',
    response: alertCount,
  }),
  readAlerts: call({
    method: 'POST',
    path: '/api/alert/read',
    summary: '把提醒标为本人已读（不带 ids 时全部），返回未读数',
    access: 'alert:list',
    body: alertRead,
    response: alertCount,
  }),
  streamAlerts: call({
    method: 'GET',
    path: '/api/alert/stream',
    summary:
      '提醒的实时推送（Server-Sent Events：连接时先发未读数，之后每有新提醒或已读变化就推送；多台服务器经 PostgreSQL LISTEN/NOTIFY 同步）',
    access: 'alert:list',
    response: z.never(),
    raw: true,
  }),
  exportReport: call({
    method: 'GET',
    path: '/api/report/export',
    summary: `导出患者某段时间的训练结果（Excel 或 CSV；每次练习一行；最多${EXPORT_ROW_CAP}行），记入审计`,
    access: 'report:export',
    query: reportExportQuery,
    response: z.never(),
    raw: true,
  }),
  // Signal acquisition (MPSA, issue 15): devices, recordings, markers, playback, features, export
  listSignalDevices: call({
    method: 'GET',
    path: '/api/signalDevice/list',
    summary: '采集设备列表（含连接状态、最近的电极阻抗和正在进行的记录）',
    access: 'device:list',
    response: z.array(signalDevice),
  }),
  addSignalDevice: call({
    method: 'POST',
    path: '/api/signalDevice/add',
    summary: '登记采集设备（管理员）；设备密钥只在这次返回，之后无法再查看',
    access: 'device:manage',
    body: signalDeviceCreate,
    response: signalDeviceCreated,
  }),
  updateSignalDevice: call({
    method: 'PUT',
    path: '/api/signalDevice/update',
    summary: '修改采集设备名称（管理员）',
    access: 'device:manage',
    body: signalDeviceUpdate,
    response: signalDevice,
  }),
  setSignalDeviceStatus: call({
    method: 'POST',
    path: '/api/signalDevice/setStatus',
    summary: '启用或停用采集设备（管理员；停用后设备连接被断开且不能再连接）',
    access: 'device:manage',
    body: signalDeviceStatusChange,
    response: signalDevice,
  }),
  streamSignalDevice: call({
    method: 'GET',
    path: '/api/signalDevice/live',
    summary:
      '设备的实时数据（流式响应，正文是设备协议的二进制帧序列；设备正在为患者记录时只有其护理团队可看；多台服务器经 Redis 转发）',
    access: 'recording:record',
    query: signalDeviceLiveQuery,
    response: z.never(),
    raw: true,
  }),
  startRecording: call({
    method: 'POST',
    path: '/api/recording/start',
    summary: '为患者开始记录（医生只能为自己团队的患者记录；可关联一次训练，其试次自动成为标记）',
    access: 'recording:record',
    body: recordingStart,
    response: recording,
  }),
  stopRecording: call({
    method: 'POST',
    path: '/api/recording/stop',
    summary: '停止记录（重复停止返回已停止的记录）',
    access: 'recording:record',
    body: recordingStop,
    response: recording,
  }),
  listRecordings: call({
    method: 'GET',
    path: '/api/recording/list',
    summary: '患者的生理信号记录（分页，最新在前；医生只看自己团队的患者，患者只看自己的）',
    access: 'recording:list',
    query: recordingListQuery,
    response: page(recordingSummary),
  }),
  getRecording: call({
    method: 'GET',
    path: '/api/recording/detail',
    summary: '一条记录：设备、通道、采样率、时长和标记，记入审计',
    access: 'recording:list',
    query: recordingIdQuery,
    response: recording,
  }),
  addRecordingMarker: call({
    method: 'POST',
    path: '/api/recording/marker',
    summary: '在进行中的记录上添加标记（文字和时间；不带时间时为服务器收到的时刻）',
    access: 'recording:record',
    body: recordingMarkerAdd,
    response: recordingMarker,
  }),
  getRecordingWindow: call({
    method: 'GET',
    path: '/api/recording/window',
    summary: '回放一段时间的各通道数据（服务器按最小/最大值抽取到 maxPoints 个点）',
    access: 'recording:list',
    query: recordingWindowQuery,
    response: recordingWindow,
  }),
  getRecordingFeatures: call({
    method: 'GET',
    path: '/api/recording/features',
    summary: '记录的每秒特征（脑电各频段功率、心率）及整段的心率变异性（SDNN、RMSSD）',
    access: 'recording:list',
    query: recordingIdQuery,
    response: recordingFeatures,
  }),
  exportRecording: call({
    method: 'GET',
    path: '/api/recording/export',
    summary:
      '导出记录（EDF+：全部设备和标记，头部只有患者编号；或一台设备的 CSV），流式下载，记入审计',
    access: 'recording:export',
    query: recordingExportQuery,
    response: z.never(),
    raw: true,
  }),
  // 文章 (issue 18): the demo resource of the 表格 pages, for staff (admin and doctor)
  listArticles: call({
    method: 'GET',
    path: '/api/article/list',
    summary: '文章列表（分页；按标题、作者、重要性、类型、状态筛选；不筛选状态时不含已删除的文章）',
    access: 'article:list',
    query: articleListQuery,
    response: page(article),
  }),
  getArticle: call({
    method: 'GET',
    path: '/api/article/detail',
    summary: '按ID获取文章',
    access: 'article:list',
    query: articleIdQuery,
    response: article,
  }),
  addArticle: call({
    method: 'POST',
    path: '/api/article/add',
    summary: '新增文章（草稿或直接发布），排在拖拽顺序的最后',
    access: 'article:add',
    body: articleCreate,
    response: article,
  }),
  updateArticle: call({
    method: 'PUT',
    path: '/api/article/update',
    summary: '修改文章（只改传入的字段；已删除的文章需先恢复）',
    access: 'article:update',
    body: articleUpdate,
    response: article,
  }),
  setArticleStatus: call({
    method: 'POST',
    path: '/api/article/status',
    summary: '改变文章状态：发布、改回草稿、删除或恢复',
    access: 'article:update',
    body: articleStatusChange,
    response: article,
  }),
  reorderArticles: call({
    method: 'POST',
    path: '/api/article/reorder',
    summary: '调整文章顺序：给出的文章按新顺序互换它们原有的位置（其余文章不动），返回新顺序的文章',
    access: 'article:update',
    body: articleReorder,
    response: z.array(article),
  }),
  exportArticles: call({
    method: 'GET',
    path: '/api/article/export',
    summary: `导出筛选出的文章（CSV 或 Excel；最多${EXPORT_ROW_CAP}行），记入审计`,
    access: 'article:export',
    query: articleExportQuery,
    response: z.never(),
    raw: true,
  }),
  // Group interaction (issue 16): announcements, patient groups, group sessions, challenges,
  // moderated posts. Patients appear to each other by group nickname only (the server's rule).
  // [The lead adds the one-to-one message rows of issue 16 here at merge.]
  listAnnouncements: call({
    method: 'GET',
    path: '/api/announcement/list',
    summary:
      '公告（置顶在前，最新在前）：患者看发给自己的公告和是否已读；医护看自己能管理的公告及已读人数',
    access: 'signedIn',
    query: announcementListQuery,
    response: page(announcement),
  }),
  addAnnouncement: call({
    method: 'POST',
    path: '/api/announcement/add',
    summary:
      '发布公告（发给全部患者、一个小组或自己护理团队的患者；正文为富文本，服务器清理后保存）',
    access: 'announcement:manage',
    body: announcementCreate,
    response: announcement,
  }),
  updateAnnouncement: call({
    method: 'PUT',
    path: '/api/announcement/update',
    summary: '修改公告的标题、正文和置顶（作者或管理员）',
    access: 'announcement:manage',
    body: announcementUpdate,
    response: announcement,
  }),
  deleteAnnouncement: call({
    method: 'DELETE',
    path: '/api/announcement/delete',
    summary: '删除公告（作者或管理员）',
    access: 'announcement:manage',
    query: announcementIdQuery,
    response: nothing,
  }),
  readAnnouncement: call({
    method: 'POST',
    path: '/api/announcement/read',
    summary: '患者把一条发给自己的公告标为已读（重复标记不改变首次阅读时间）',
    access: 'community:participate',
    body: announcementIdBody,
    response: nothing,
  }),
  getAnnouncementReceipts: call({
    method: 'GET',
    path: '/api/announcement/receipts',
    summary: '公告的已读回执：谁在何时读了（护理团队以外的读者只计数，不显示姓名），记入审计',
    access: 'announcement:manage',
    query: announcementIdQuery,
    response: announcementReceipts,
  }),
  listPatientGroups: call({
    method: 'GET',
    path: '/api/patientGroup/list',
    summary:
      '小组及成员：患者看自己所在的小组，成员只显示昵称和头像；医护看自己带领的小组（管理员看全部），记入审计',
    access: 'signedIn',
    query: patientGroupListQuery,
    response: z.array(patientGroup),
  }),
  addPatientGroup: call({
    method: 'POST',
    path: '/api/patientGroup/add',
    summary: '创建患者小组（名称、目的、审核方式；成员须是带领医生护理团队中的患者）',
    access: 'group:manage',
    body: patientGroupCreate,
    response: patientGroup,
  }),
  updatePatientGroup: call({
    method: 'PUT',
    path: '/api/patientGroup/update',
    summary: '修改小组的名称、目的和审核方式（先审后发或先发后审）',
    access: 'group:manage',
    body: patientGroupUpdate,
    response: patientGroup,
  }),
  addGroupMember: call({
    method: 'POST',
    path: '/api/patientGroup/addMember',
    summary: '把护理团队中的患者加入小组（先给一个不含姓名的默认昵称和头像）',
    access: 'group:manage',
    body: groupMemberChange,
    response: patientGroup,
  }),
  removeGroupMember: call({
    method: 'POST',
    path: '/api/patientGroup/removeMember',
    summary: '把患者移出小组（其活动报名和挑战随之取消，帖子保留）',
    access: 'group:manage',
    body: groupMemberChange,
    response: patientGroup,
  }),
  setGroupNickname: call({
    method: 'POST',
    path: '/api/patientGroup/nickname',
    summary: '患者设置自己在小组中的昵称和头像（昵称在小组内唯一，不能含本人姓名）',
    access: 'community:participate',
    body: groupNicknameChange,
    response: patientGroup,
  }),
  listGroupSessions: call({
    method: 'GET',
    path: '/api/groupSession/list',
    summary:
      '小组活动日历（时间、地点或视频链接、人数）：患者看自己小组的活动和本人报名；医护另看报名名单和出勤',
    access: 'signedIn',
    query: groupSessionListQuery,
    response: z.array(groupSession),
  }),
  addGroupSession: call({
    method: 'POST',
    path: '/api/groupSession/add',
    summary: '为小组安排活动（开始时间、时长、地点或视频链接、人数上限）',
    access: 'group:manage',
    body: groupSessionCreate,
    response: groupSession,
  }),
  signupGroupSession: call({
    method: 'POST',
    path: '/api/groupSession/signup',
    summary: '患者报名小组活动（人数满时 40901；同时报名也不会超过上限；重复报名不变）',
    access: 'community:participate',
    body: groupSessionIdBody,
    response: groupSession,
  }),
  cancelGroupSignup: call({
    method: 'POST',
    path: '/api/groupSession/cancel',
    summary: '患者取消报名（活动开始前）',
    access: 'community:participate',
    body: groupSessionIdBody,
    response: groupSession,
  }),
  recordGroupAttendance: call({
    method: 'POST',
    path: '/api/groupSession/attendance',
    summary: '记录报名患者的出勤（活动开始后；只能记录已报名的患者）',
    access: 'group:manage',
    body: groupAttendance,
    response: groupSession,
  }),
  listChallenges: call({
    method: 'GET',
    path: '/api/challenge/list',
    summary: '小组挑战（参加人数；患者另看本人是否参加和按训练数据计算的进度）',
    access: 'signedIn',
    query: challengeListQuery,
    response: z.array(challenge),
  }),
  addChallenge: call({
    method: 'POST',
    path: '/api/challenge/add',
    summary: '为小组发起挑战（如“本周训练5天”：按训练天数或完成的练习数计算）',
    access: 'group:manage',
    body: challengeCreate,
    response: challenge,
  }),
  joinChallenge: call({
    method: 'POST',
    path: '/api/challenge/join',
    summary: '患者参加挑战（自愿；参加后才能看到排行榜）',
    access: 'community:participate',
    body: challengeIdBody,
    response: challenge,
  }),
  leaveChallenge: call({
    method: 'POST',
    path: '/api/challenge/leave',
    summary: '患者退出挑战（不再出现在排行榜上）',
    access: 'community:participate',
    body: challengeIdBody,
    response: challenge,
  }),
  getChallengeLeaderboard: call({
    method: 'GET',
    path: '/api/challenge/leaderboard',
    summary: '挑战排行榜：只显示昵称和进度，只给参加了的患者和小组的医护看',
    access: 'signedIn',
    query: challengeIdQuery,
    response: challengeLeaderboard,
  }),
  listPosts: call({
    method: 'GET',
    path: '/api/post/list',
    summary:
      '小组的帖子（最新在前）：患者看已发布的和自己待审核的，作者只显示昵称；医护看全部及举报，记入审计',
    access: 'signedIn',
    query: postListQuery,
    response: page(post),
  }),
  addPost: call({
    method: 'POST',
    path: '/api/post/add',
    summary:
      '患者在自己的小组发帖（文字和至多一张图片；先审后发的小组待医护通过后才显示；每人每10分钟最多5条）',
    access: 'community:participate',
    body: postCreate,
    response: post,
  }),
  reportPost: call({
    method: 'POST',
    path: '/api/post/report',
    summary: '组员举报帖子（原因可选；进入医护的审核队列）',
    access: 'community:participate',
    body: postReport,
    response: nothing,
  }),
  listModerationQueue: call({
    method: 'GET',
    path: '/api/post/queue',
    summary: '审核队列：自己带领的小组中待审核和被举报的帖子（最早在前），记入审计',
    access: 'group:manage',
    query: moderationQueueQuery,
    response: page(post),
  }),
  approvePost: call({
    method: 'POST',
    path: '/api/post/approve',
    summary: '通过帖子（待审核的发布；被举报的保留并清除举报），记入审计',
    access: 'group:manage',
    body: postIdBody,
    response: post,
  }),
  hidePost: call({
    method: 'POST',
    path: '/api/post/hide',
    summary: '隐藏帖子（患者立即看不到），记入审计',
    access: 'group:manage',
    body: postHide,
    response: post,
  }),
  restorePost: call({
    method: 'POST',
    path: '/api/post/restore',
    summary: '恢复被隐藏的帖子，记入审计',
    access: 'group:manage',
    body: postIdBody,
    response: post,
  }),
  streamCommunity: call({
    method: 'GET',
    path: '/api/community/stream',
    summary:
      '群体交互的实时通知（Server-Sent Events：某个小组的帖子、活动、挑战或公告有变化时推送，页面据此重新读取；多台服务器经 PostgreSQL LISTEN/NOTIFY 同步）',
    access: 'signedIn',
    response: z.never(),
    raw: true,
  }),

  // Messages (issue 16): a patient with their care team's clinicians, staff with staff. New
  // messages arrive over the WebSocket MESSAGE_SOCKET_PATH (not a row: see domain/messages.ts).
  listConversations: call({
    method: 'GET',
    path: '/api/message/conversations',
    summary: '本人的会话（最近活动在前；含对方、最新一条、未读数，是否还能发送）',
    access: 'message:use',
    query: conversationListQuery,
    response: page(conversation),
  }),
  listMessageContacts: call({
    method: 'GET',
    path: '/api/message/contacts',
    summary:
      '本人可以发消息的人（患者：自己护理团队的医护人员；医护：团队的患者和其他工作人员；管理员：工作人员）',
    access: 'message:use',
    query: messageContactQuery,
    response: page(messageContact),
  }),
  startConversation: call({
    method: 'POST',
    path: '/api/message/start',
    summary: '打开与某人的会话（没有时新建；只能是可以发消息的人）',
    access: 'message:use',
    body: conversationStart,
    response: conversation,
  }),
  listMessages: call({
    method: 'GET',
    path: '/api/message/list',
    summary:
      '会话的消息（按服务器序号从旧到新；默认最新一页，beforeSeq 向前翻页，afterSeq 补上某序号之后的消息）',
    access: 'message:use',
    query: messageListQuery,
    response: page(message),
  }),
  sendMessage: call({
    method: 'POST',
    path: '/api/message/send',
    summary:
      '发送消息（文字≤2000字和/或一张先上传的图片；每人发送频率有限制；clientKey 相同的重发只存一次）',
    access: 'message:use',
    body: messageSend,
    response: message,
  }),
  readMessages: call({
    method: 'POST',
    path: '/api/message/read',
    summary: '把会话标为已读（到某序号，默认全部），返回未读数',
    access: 'message:use',
    body: messageRead,
    response: messageReadResult,
  }),
  countUnreadMessages: call({
    method: 'GET',
    path: '/api/message/unread',
    summary: '本人未读的消息数（导航栏的数字）',
    access: 'message:use',
    response: messageUnread,
  }),
  uploadMessageImage: call({
    method: 'POST',
    path: '/api/message/image',
    summary:
      '上传消息图片（multipart 字段 file；JPEG/PNG/GIF/BMP，≤2MB，服务器重新编码）；只有会话双方能看到',
    access: 'message:use',
    encoding: 'multipart',
    response: messageImage,
  }),
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** The `data` a call answers with. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
/** The path parameters a call takes, `undefined` when it has none. */
export type CallParams<N extends CallName> = Calls[N] extends { params: infer P extends z.ZodType }
  ? z.infer<P>
  : undefined;
/** The query a call accepts, `undefined` when it takes none. */
export type CallQuery<N extends CallName> = Calls[N] extends { query: infer Q extends z.ZodType }
  ? z.infer<Q>
  : undefined;
/** The body a call accepts, `undefined` when it takes none. */
export type CallBody<N extends CallName> = Calls[N] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : undefined;
