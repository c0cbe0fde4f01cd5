import type { FindingRule } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** Words of the 今日训练 cards on 首页 (issue 13). */
export const trainingTodayMessages: Record<
  Locale,
  {
    doctorTitle: string;
    due: string;
    done: string;
    missed: string;
    people: string;
    days: string;
    noPlans: string;
    rowDue: (done: boolean) => string;
    rowMissed: (n: number) => string;
    rowNotDue: string;
    openTraining: (name: string) => string;
    alerts: (unread: number) => string;
    noAlerts: string;
    alertTitles: Record<FindingRule, string>;
    patientTitle: string;
    noPlan: string;
    dueToday: (minutes: number | null) => string;
    doneToday: string;
    notDueToday: string;
    week: (trained: number, planned: number) => string;
    start: string;
    again: string;
    cheer: string;
  }
> = {
  'zh-CN': {
    doctorTitle: '今日训练',
    due: '今天应训练',
    done: '今天已完成',
    missed: '本周漏训（天）',
    people: '人',
    days: '天',
    noPlans: '您的患者还没有进行中的训练计划。',
    rowDue: (done) => (done ? '今天已训练' : '今天待训练'),
    rowMissed: (n) => `本周漏训 ${n} 天`,
    rowNotDue: '今天不是训练日',
    openTraining: (name) => `${name} 的训练`,
    alerts: (n) => `未读提醒（${n} 条）`,
    noAlerts: '没有未读提醒。',
    alertTitles: {
      weakDomains: '薄弱领域',
      plateau: '级别停滞',
      missedSessions: '漏训',
      decline: '训练正确率下降',
      reassessmentDue: '该复评了',
      assessmentDecline: '量表分数明显下降',
    },
    patientTitle: '今天的训练',
    noPlan: '医生还没有为您安排训练。',
    dueToday: (minutes) => (minutes ? `今天要训练，大约 ${minutes} 分钟。` : '今天要训练。'),
    doneToday: '今天的训练已经完成了，真棒！',
    notDueToday: '今天休息，不用训练。',
    week: (trained, planned) => `本周已训练 ${trained} 天，计划 ${planned} 天。`,
    start: '开始今日训练',
    again: '再练一次',
    cheer: '每天练一练，大脑更灵活。',
  },
  'en-US': {
    doctorTitle: "Today's training",
    due: 'Due today',
    done: 'Done today',
    missed: 'Missed days this week',
    people: '',
    days: '',
    noPlans: 'None of your patients has an active training plan yet.',
    rowDue: (done) => (done ? 'Trained today' : 'Due today'),
    rowMissed: (n) => `${n} day(s) missed this week`,
    rowNotDue: 'No training planned today',
    openTraining: (name) => `Training of ${name}`,
    alerts: (n) => `Unread alerts (${n})`,
    noAlerts: 'No unread alerts.',
    alertTitles: {
      weakDomains: 'Weak domains',
      plateau: 'Level plateau',
      missedSessions: 'Missed sessions',
      decline: 'Accuracy has dropped',
      reassessmentDue: 'Re-assessment due',
      assessmentDecline: 'Reliable decline on a scale',
    },
    patientTitle: "Today's training",
    noPlan: 'Your doctor has not planned training for you yet.',
    dueToday: (minutes) =>
      minutes
        ? `Training is planned today, about ${minutes} minutes.`
        : 'Training is planned today.',
    doneToday: "Today's training is done. Well done!",
    notDueToday: 'Today is a rest day.',
    week: (trained, planned) => `Trained ${trained} of ${planned} planned days this week.`,
    start: "Start today's training",
    again: 'Train again',
    cheer: 'A little every day keeps the mind sharp.',
  },
};
