import {
  assessment,
  assessmentAmend,
  assessmentDetailQuery,
  assessmentDraftSave,
  assessmentFinish,
  assessmentListQuery,
} from '../domain/assessment';
import { page } from '../domain/page';
import { call } from './call-def';

/** Assessments (issue 14): MoCA and MMSE score sheets, clinicians of the care team only */
export const assessmentCalls = {
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
    summary: '开始评估或保存草稿（逐项保存；revision 过期时 40902，防止两处同时修改互相覆盖）',
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
} as const;
