import { page } from '../domain/page';
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
  trainingScoresHidden,
  trainingScoresHiddenSet,
  trainingSession,
  trainingSessionFinish,
  trainingSessionStart,
} from '../domain/training';
import { call } from './call-def';

/** Cognitive training (issue 13): catalogue, plans, sessions, results, progress */
export const trainingCalls = {
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
  setTrainingScoresHidden: call({
    method: 'PUT',
    path: '/api/trainingPlan/scoresHidden',
    summary:
      '设置患者的“隐藏成绩”（开启后患者的训练页面和患者能读到的结果、进度都不含成绩；医生仍可见），记入审计',
    access: 'trainingPlan:update',
    body: trainingScoresHiddenSet,
    response: trainingScoresHidden,
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
} as const;
