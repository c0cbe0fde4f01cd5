import { z } from 'zod';
import { doctorExportQuery, doctorReveal } from '../domain/doctor';
import { EXPORT_ROW_CAP } from '../domain/page';
import { patientExportQuery, patientReveal, revealedValue } from '../domain/patient';
import { userExportQuery } from '../domain/user';
import { call } from './call-def';

/** Management lists (issue 12): exports of a filtered list, and the reveal of a masked value */
export const managementListCalls = {
  exportPatients: call({
    method: 'GET',
    path: '/api/patientInformation/export',
    summary: `导出筛选后的患者（CSV 或 Excel；最多${EXPORT_ROW_CAP}行；手机号、身份证号为掩码），记入审计`,
    access: 'patient:export',
    stepUp: true,
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
    stepUp: true,
    body: patientReveal,
    response: revealedValue,
  }),
  revealDoctor: call({
    method: 'POST',
    path: '/api/doctorInformation/reveal',
    summary: '显示医生完整的手机号（每次记入审计）',
    access: 'doctor:list',
    stepUp: true,
    body: doctorReveal,
    response: revealedValue,
  }),
} as const;
