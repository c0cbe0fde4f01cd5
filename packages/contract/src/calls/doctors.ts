import { doctor, doctorCreate, doctorListQuery, doctorUpdate, idParams } from '../domain/doctor';
import { page } from '../domain/page';
import { call, nothing } from './call-def';

/** Doctors */
export const doctorCalls = {
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
    summary: '归档医生档案（连同其账号；其签署的临床记录全部保留，管理员可恢复）',
    access: 'doctor:delete',
    params: idParams,
    response: nothing,
  }),
} as const;
