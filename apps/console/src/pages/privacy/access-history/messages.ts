import type { AccessKind, AccessPart } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 谁查看了我的档案 (issue 32 §4): plain words for patients. */
export interface AccessHistoryMessages {
  heading: string;
  intro: string;
  retention: (days: number) => string;
  from: string;
  to: string;
  show: string;
  clear: string;
  caption: string;
  time: string;
  who: string;
  what: string;
  empty: string;
  failed: string;
  admin: string;
  staff: string;
  doctor: (name: string) => string;
  /** What was done to which part: 查看了您的基本资料. */
  action: Record<AccessKind, string>;
  part: Record<AccessPart, string>;
}

export const accessHistoryMessages: Record<Locale, AccessHistoryMessages> = {
  'zh-CN': {
    heading: '谁查看了我的档案',
    intro:
      '医生或管理员查看、修改或导出您的档案时，系统都会记下来。这里列出是谁、在什么时候、看了哪一部分。',
    retention: (days) => `仅保留最近 ${days} 天的查看记录；修改和导出的记录一直保留。`,
    from: '开始日期',
    to: '结束日期',
    show: '查询',
    clear: '显示全部',
    caption: '查看记录',
    time: '时间',
    who: '是谁',
    what: '做了什么',
    empty: '这段时间没有人查看您的档案',
    failed: '没能读取查看记录，请稍后重试',
    admin: '系统管理员',
    staff: '工作人员',
    doctor: (name) => `医生 ${name}`,
    action: { read: '查看了', change: '修改了', export: '导出了' },
    part: {
      profile: '您的基本资料',
      careTeam: '您的护理团队',
      assessment: '您的评估结果',
      training: '您的训练计划和训练结果',
      recording: '您的生理信号记录',
      report: '您的报告',
      wholeRecord: '您的全部档案',
    },
  },
  'en-US': {
    heading: 'Who viewed my record',
    intro:
      'Whenever a doctor or an administrator views, changes or exports your record, it is written down. Here you see who, when, and which part.',
    retention: (days) =>
      `Views are kept for the last ${days} days only; changes and exports are kept for good.`,
    from: 'From',
    to: 'To',
    show: 'Show',
    clear: 'Show all',
    caption: 'Views of my record',
    time: 'When',
    who: 'Who',
    what: 'What',
    empty: 'Nobody viewed your record in this period',
    failed: 'Could not load the views, please try again',
    admin: 'System administrator',
    staff: 'Staff member',
    doctor: (name) => `Doctor ${name}`,
    action: { read: 'viewed', change: 'changed', export: 'exported' },
    part: {
      profile: 'your personal details',
      careTeam: 'your care team',
      assessment: 'your assessment results',
      training: 'your training plan and results',
      recording: 'your signal recordings',
      report: 'your report',
      wholeRecord: 'your whole record',
    },
  },
};

/** "医生 张医生" / "系统管理员". */
export function whoOf(t: AccessHistoryMessages, role: string, name: string | null): string {
  if (role === 'admin') return t.admin;
  if (role === 'doctor' && name) return t.doctor(name);
  return name ? `${t.staff} ${name}` : t.staff;
}

/** "查看了您的基本资料" / "viewed your personal details". */
export function whatOf(t: AccessHistoryMessages, kind: AccessKind, part: AccessPart): string {
  return `${t.action[kind]}${t.action[kind].endsWith('了') ? '' : ' '}${t.part[part]}`;
}
