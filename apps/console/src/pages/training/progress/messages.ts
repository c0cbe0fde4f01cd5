import type { Locale } from '@cep/ui';

export interface ProgressMessages {
  heading: string;
  loading: string;
  loadFailed: string;
  retry: string;
  noPlan: string;
  noSessions: string;
  calendar: string;
  previousMonth: string;
  nextMonth: string;
  month: (year: number, month: number) => string;
  weekdays: readonly string[];
  dayLabel: (date: string, what: string) => string;
  trained: (sessions: number, minutes: number) => string;
  missed: string;
  plannedLater: string;
  rest: string;
  legendTrained: string;
  legendMissed: string;
  legendPlanned: string;
  levelsChart: string;
  accuracyChart: string;
  assessmentDomainsChart: string;
  trainingDomainsChart: string;
  testAxis: string;
  weekAxis: string;
  share: string;
  weekOf: (date: string) => string;
  sessionAxis: string;
  level: string;
  accuracy: string;
  meanRt: string;
  ms: string;
  percent: string;
  sessions: string;
  when: string;
  status: Record<'started' | 'completed' | 'abandoned', string>;
  runs: string;
  runLine: (name: string, level: number, accuracy: number) => string;
  showTrials: string;
  trials: (name: string) => string;
  trialIndex: string;
  stimulus: string;
  response: string;
  correct: string;
  rt: string;
  yes: string;
  no: string;
  practice: string;
  none: string;
}

export const progressMessages: Record<Locale, ProgressMessages> = {
  'zh-CN': {
    heading: '训练进度',
    loading: '正在加载训练进度…',
    loadFailed: '训练进度加载失败。',
    retry: '重试',
    noPlan: '这位患者还没有训练计划。',
    noSessions: '还没有训练记录。',
    calendar: '训练日历（计划与完成）',
    previousMonth: '上个月',
    nextMonth: '下个月',
    month: (year, month) => `${year}年${month}月`,
    weekdays: ['一', '二', '三', '四', '五', '六', '日'],
    dayLabel: (date, what) => `${date}：${what}`,
    trained: (sessions, minutes) => `已训练 ${sessions} 次，${minutes} 分钟`,
    missed: '计划训练，未完成',
    plannedLater: '计划训练',
    rest: '非训练日',
    legendTrained: '✓ 已训练',
    legendMissed: '✗ 计划未完成',
    legendPlanned: '○ 计划训练',
    levelsChart: '各训练项目的级别变化',
    accuracyChart: '每次训练的正确率和反应时',
    assessmentDomainsChart: '各次评估中各认知领域的得分率',
    trainingDomainsChart: '各认知领域训练的每周平均正确率',
    testAxis: '评估',
    weekAxis: '周',
    share: '得分率',
    weekOf: (date) => `${date} 起`,
    sessionAxis: '训练',
    level: '级别',
    accuracy: '正确率',
    meanRt: '平均反应时',
    ms: '毫秒',
    percent: '%',
    sessions: '训练记录',
    when: '时间',
    status: { started: '进行中', completed: '已完成', abandoned: '中途结束' },
    runs: '练习',
    runLine: (name, level, accuracy) => `${name}（第 ${level} 级，正确率 ${accuracy}%）`,
    showTrials: '查看试次',
    trials: (name) => `${name} 的试次`,
    trialIndex: '序号',
    stimulus: '刺激',
    response: '反应',
    correct: '正确',
    rt: '反应时（毫秒）',
    yes: '是',
    no: '否',
    practice: '（练习）',
    none: '无',
  },
  'en-US': {
    heading: 'Training progress',
    loading: 'Loading training progress…',
    loadFailed: 'The training progress could not be loaded.',
    retry: 'Retry',
    noPlan: 'This patient has no training plan yet.',
    noSessions: 'No training yet.',
    calendar: 'Training calendar (planned and done)',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    month: (year, month) => `${year}-${String(month).padStart(2, '0')}`,
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    dayLabel: (date, what) => `${date}: ${what}`,
    trained: (sessions, minutes) => `trained ${sessions} time(s), ${minutes} min`,
    missed: 'planned, missed',
    plannedLater: 'planned',
    rest: 'no training planned',
    legendTrained: '✓ trained',
    legendMissed: '✗ planned, missed',
    legendPlanned: '○ planned',
    levelsChart: 'Level of each exercise over time',
    accuracyChart: 'Accuracy and reaction time per session',
    assessmentDomainsChart: 'Score share of each domain, assessment by assessment',
    trainingDomainsChart: 'Weekly mean training accuracy by domain',
    testAxis: 'Assessment',
    weekAxis: 'Week',
    share: 'Share',
    weekOf: (date) => `week of ${date}`,
    sessionAxis: 'Session',
    level: 'Level',
    accuracy: 'Accuracy',
    meanRt: 'Mean RT',
    ms: 'ms',
    percent: '%',
    sessions: 'Sessions',
    when: 'When',
    status: { started: 'In progress', completed: 'Completed', abandoned: 'Ended early' },
    runs: 'Exercises',
    runLine: (name, level, accuracy) => `${name} (level ${level}, ${accuracy}% correct)`,
    showTrials: 'Show trials',
    trials: (name) => `Trials of ${name}`,
    trialIndex: '#',
    stimulus: 'Stimulus',
    response: 'Response',
    correct: 'Correct',
    rt: 'RT (ms)',
    yes: 'yes',
    no: 'no',
    practice: ' (practice)',
    none: 'none',
  },
};
