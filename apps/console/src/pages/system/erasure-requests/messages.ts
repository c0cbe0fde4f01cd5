import type { ErasureStatus } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 个人信息删除申请 (issue 32 §5, admins). */
export interface ErasureRequestsMessages {
  title: string;
  intro: string;
  showPending: string;
  showAll: string;
  caption: string;
  patient: string;
  askedBy: string;
  self: string;
  askedAt: string;
  deadline: string;
  overdue: string;
  status: string;
  statusText: Record<ErasureStatus, string>;
  decided: string;
  actions: string;
  complete: string;
  reject: string;
  statement: string;
  empty: string;
  failed: string;
  loadFailed: string;
  completeTitle: (patient: string) => string;
  completeMessage: string;
  completeYes: string;
  rejectTitle: (patient: string) => string;
  rejectDescription: string;
  reason: string;
  rejectYes: string;
  cancel: string;
  statementTitle: (patient: string) => string;
  statementDescription: string;
  close: string;
  completedNotice: (patient: string) => string;
  askFor: string;
  askForDescription: string;
  findPatient: string;
  patientsFound: string;
  askForPatient: (patient: string) => string;
  askedNotice: (patient: string) => string;
  rejectedNotice: (patient: string) => string;
}

export const erasureRequestsMessages: Record<Locale, ErasureRequestsMessages> = {
  'zh-CN': {
    title: '个人信息删除申请',
    intro:
      '患者依《个人信息保护法》第四十七条申请删除个人信息。请在处理期限（申请后 15 天）内完成或拒绝。完成时在一个事务中匿名化社区内容、删除图片、退出小组并注销账号；病历依法保留。',
    showPending: '待处理',
    showAll: '全部',
    caption: '删除申请',
    patient: '患者',
    askedBy: '申请人',
    self: '本人',
    askedAt: '申请时间',
    deadline: '处理期限',
    overdue: '已逾期',
    status: '状态',
    statusText: { pending: '待处理', completed: '已完成', rejected: '已拒绝' },
    decided: '处理人 / 时间',
    actions: '操作',
    complete: '执行删除',
    reject: '拒绝',
    statement: '删除说明',
    empty: '没有删除申请',
    failed: '操作失败：',
    loadFailed: '没能读取删除申请，请重试',
    completeTitle: (patient) => `执行 ${patient} 的删除申请？`,
    completeMessage:
      '社区帖子将被匿名化、图片删除、退出所有小组，账号将被归档（不能再登录）。评估、训练、记录等病历保留。此操作会写入审计日志。',
    completeYes: '执行删除',
    rejectTitle: (patient) => `拒绝 ${patient} 的删除申请`,
    rejectDescription: '理由会告知患者。',
    reason: '拒绝理由',
    rejectYes: '确定拒绝',
    cancel: '取消',
    statementTitle: (patient) => `删除说明：${patient}`,
    statementDescription: '请将这份说明交给患者：已删除或匿名化的内容，以及依法保留的内容。',
    close: '关闭',
    completedNotice: (patient) => `已完成 ${patient} 的删除申请`,
    askFor: '代患者申请',
    askForDescription: '患者当面或书面提出删除请求时，由管理员代为登记。',
    findPatient: '查找患者（姓名或拼音）',
    patientsFound: '找到的患者',
    askForPatient: (patient) => `为 ${patient} 申请删除`,
    askedNotice: (patient) => `已为 ${patient} 登记删除申请`,
    rejectedNotice: (patient) => `已拒绝 ${patient} 的删除申请`,
  },
  'en-US': {
    title: 'Erasure Requests',
    intro:
      'Patients ask for their personal data to be erased (PIPL Art. 47). Complete or reject each request by its deadline (15 days after it was made). Completing anonymises community content, deletes pictures, leaves groups and closes the account in one transaction; the medical record is kept by law.',
    showPending: 'Pending',
    showAll: 'All',
    caption: 'Erasure requests',
    patient: 'Patient',
    askedBy: 'Asked by',
    self: 'The patient',
    askedAt: 'Asked at',
    deadline: 'Deadline',
    overdue: 'Overdue',
    status: 'Status',
    statusText: { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' },
    decided: 'Answered by / at',
    actions: 'Actions',
    complete: 'Erase',
    reject: 'Reject',
    statement: 'Statement',
    empty: 'No erasure requests',
    failed: 'Failed: ',
    loadFailed: 'Could not load the requests, please retry',
    completeTitle: (patient) => `Complete the erasure of ${patient}?`,
    completeMessage:
      'Their community posts are anonymised, pictures deleted, groups left, and the account archived (no sign-in). Assessments, training and recordings are kept. This is audited.',
    completeYes: 'Erase',
    rejectTitle: (patient) => `Reject the request of ${patient}`,
    rejectDescription: 'The reason is shown to the patient.',
    reason: 'Reason',
    rejectYes: 'Reject',
    cancel: 'Cancel',
    statementTitle: (patient) => `Statement: ${patient}`,
    statementDescription:
      'Hand this to the patient: what was erased or anonymised, and what is kept by law.',
    close: 'Close',
    completedNotice: (patient) => `Completed the erasure of ${patient}`,
    askFor: 'Ask for a patient',
    askForDescription: 'When a patient asks in person or in writing, an administrator records it.',
    findPatient: 'Find the patient (name or pinyin)',
    patientsFound: 'Patients found',
    askForPatient: (patient) => `Ask erasure for ${patient}`,
    askedNotice: (patient) => `Recorded the request of ${patient}`,
    rejectedNotice: (patient) => `Rejected the request of ${patient}`,
  },
};
