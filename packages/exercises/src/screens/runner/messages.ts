import type { Locale } from '@cep/ui';

export interface RunnerMessages {
  level: (level: number) => string;
  start: string;
  startPractice: string;
  practice: string;
  practiceDone: string;
  startTrials: string;
  progress: (done: number, total: number) => string;
  pause: string;
  paused: string;
  resume: string;
  abandon: string;
  abandoned: string;
  correct: string;
  wrong: string;
  resultTitle: string;
  accuracy: string;
  meanRt: string;
  medianRt: string;
  omissions: string;
  commissions: string;
  ms: (value: number | null) => string;
  pauseKey: string;
  timeLimit: (seconds: number) => string;
  secondsLeft: (seconds: number) => string;
  doneNoScore: string;
}

export const runnerMessages: Record<Locale, RunnerMessages> = {
  'zh-CN': {
    level: (level) => `第 ${level} 级`,
    start: '开始',
    startPractice: '先练习一下',
    practice: '练习',
    practiceDone: '练习结束。准备好了就开始正式训练。',
    startTrials: '开始正式训练',
    progress: (done, total) => `第 ${done} / ${total} 题`,
    pause: '暂停',
    paused: '已暂停。休息一下，准备好了再继续；当前这一题会重新开始。',
    resume: '继续',
    abandon: '退出训练',
    abandoned: '已退出本次训练。已完成的部分已保存，不会改变等级。',
    correct: '正确',
    wrong: '不对',
    resultTitle: '本次结果',
    accuracy: '正确率',
    meanRt: '平均反应时',
    medianRt: '反应时中位数',
    omissions: '漏答',
    commissions: '错答',
    ms: (value) => (value === null ? '—' : `${Math.round(value)} 毫秒`),
    pauseKey: '按 Esc 键也可以暂停。',
    timeLimit: (seconds) => `限时 ${seconds} 秒，时间到了会自动结束。`,
    secondsLeft: (seconds) => `还剩 ${seconds} 秒`,
    doneNoScore: '这一项做完了，辛苦了！',
  },
  'en-US': {
    level: (level) => `Level ${level}`,
    start: 'Start',
    startPractice: 'Practise first',
    practice: 'Practice',
    practiceDone: 'Practice is over. Start the real trials when you are ready.',
    startTrials: 'Start the trials',
    progress: (done, total) => `Trial ${done} of ${total}`,
    pause: 'Pause',
    paused: 'Paused. Take a rest and continue when ready; the current trial starts again.',
    resume: 'Continue',
    abandon: 'Quit training',
    abandoned: 'You quit this session. What you finished is kept and does not change your level.',
    correct: 'Correct',
    wrong: 'Not quite',
    resultTitle: 'Your result',
    accuracy: 'Accuracy',
    meanRt: 'Mean reaction time',
    medianRt: 'Median reaction time',
    omissions: 'Missed',
    commissions: 'Wrong',
    ms: (value) => (value === null ? '—' : `${Math.round(value)} ms`),
    pauseKey: 'You can also press Esc to pause.',
    timeLimit: (seconds) => `Time limit ${seconds} seconds; it ends by itself when time is up.`,
    secondsLeft: (seconds) => `${seconds} s left`,
    doneNoScore: 'This one is done. Well done!',
  },
};
