import { idParams } from '../domain/doctor';
import { page } from '../domain/page';
import {
  patient,
  patientCreate,
  patientListQuery,
  patientListRow,
  patientUpdate,
} from '../domain/patient';
import { call, nothing } from './call-def';

/** Patients */
export const patientCalls = {
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
    summary: '归档患者档案（连同其账号；临床记录全部保留，管理员可恢复）',
    access: 'patient:delete',
    params: idParams,
    response: nothing,
  }),
} as const;
