import type { Locale } from '@cep/ui';

export interface PatientTrainingMessages {
  todayTitle: string;
  loading: string;
  loadFailed: string;
  retry: string;
  noPlan: string;
  todayList: string;
  minutes: (n: number) => string;
  level: (n: number) => string;
  notTrainingDay: string;
  start: string;
  resume: string;
  startOver: string;
  itemOf: (i: number, n: number) => string;
  wellDone: string;
  next: string;
  endSession: string;
  endConfirm: string;
  sessionDone: string;
  sessionDoneNote: string;
  ended: string;
  backToToday: string;
  week: string;
  weekday: readonly string[];
  trainedOn: (day: string) => string;
  notTrainedOn: (day: string) => string;
  plannedOn: (day: string) => string;
  waiting: (n: number) => string;
  allSaved: string;
  refused: (n: number) => string;
  offline: string;
  encouragement: readonly string[];
}

export const patientTrainingMessages: Record<Locale, PatientTrainingMessages> = {
  'zh-CN': {
    todayTitle: '今日训练',
    loading: '正在加载今天的训练…',
    loadFailed: '今天的训练没能加载出来。',
    retry: '再试一次',
    noPlan: '医生还没有为您安排训练。有问题请联系您的医生。',
    todayList: '今天的练习',
    minutes: (n) => `大约 ${n} 分钟`,
    level: (n) => `第 ${n} 级`,
    notTrainingDay: '今天不是计划的训练日。想练的话也可以练。',
    start: '开始训练',
    resume: '继续上次的训练',
    startOver: '重新开始',
    itemOf: (i, n) => `第 ${i} 项，共 ${n} 项`,
    wellDone: '这一项完成了，做得好！',
    next: '下一项',
    endSession: '结束今天的训练',
    endConfirm: '确定要结束今天的训练吗？已完成的练习会保存。',
    sessionDone: '今天的训练完成了！',
    sessionDoneNote: '坚持训练，大脑会越来越灵活。明天见！',
    ended: '今天的训练已结束，已完成的练习都保存了。',
    backToToday: '回到今日训练',
    week: '本周训练',
    weekday: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
    trainedOn: (day) => `${day}：已训练`,
    notTrainedOn: (day) => `${day}：没有训练`,
    plannedOn: (day) => `${day}：计划训练`,
    waiting: (n) => `${n} 项结果等待上传，联网后会自动上传`,
    allSaved: '结果都已保存',
    refused: (n) => `${n} 项结果没能保存，请告诉您的医生`,
    offline: '现在没有网络。您可以继续训练，结果会在联网后自动上传。',
    encouragement: ['慢慢来，您做得很好。', '每天练一练，进步看得见。', '休息好了再继续，不着急。'],
  },
  'en-US': {
    todayTitle: "Today's training",
    loading: "Loading today's training…",
    loadFailed: "Today's training could not be loaded.",
    retry: 'Try again',
    noPlan: 'Your doctor has not set up training for you yet. Please ask your doctor.',
    todayList: "Today's exercises",
    minutes: (n) => `About ${n} minutes`,
    level: (n) => `Level ${n}`,
    notTrainingDay: 'Today is not a planned training day. You can still train if you like.',
    start: 'Start training',
    resume: 'Continue last training',
    startOver: 'Start again',
    itemOf: (i, n) => `Exercise ${i} of ${n}`,
    wellDone: 'Exercise done. Well done!',
    next: 'Next exercise',
    endSession: "End today's training",
    endConfirm: "End today's training? The exercises you finished are saved.",
    sessionDone: "Today's training is done!",
    sessionDoneNote: 'Keep training and your mind stays sharp. See you tomorrow!',
    ended: "Today's training has ended; the exercises you finished are saved.",
    backToToday: "Back to today's training",
    week: 'This week',
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    trainedOn: (day) => `${day}: trained`,
    notTrainedOn: (day) => `${day}: not trained`,
    plannedOn: (day) => `${day}: training planned`,
    waiting: (n) => `${n} result(s) waiting to be sent; they go once you are online`,
    allSaved: 'All results are saved',
    refused: (n) => `${n} result(s) could not be saved; please tell your doctor`,
    offline: 'You are offline. You can keep training; results are sent once you are online.',
    encouragement: [
      'Take your time, you are doing well.',
      'A little every day makes a difference.',
      'Rest when you need to; there is no hurry.',
    ],
  },
};
