import type { Locale } from '@cep/ui';
import type { Topic } from './topics';

export interface OrientationMessages {
  question: Record<Topic, string>;
  clockNote: string;
}

export const orientationMessages: Record<Locale, OrientationMessages> = {
  'zh-CN': {
    question: {
      timeOfDay: '现在是一天里的什么时候？',
      season: '现在是什么季节？',
      weekday: '今天是星期几？',
      month: '现在是几月？',
      year: '今年是哪一年？',
      date: '今天是几号？',
      place: '您现在在哪里训练？',
    },
    clockNote: '答案按北京时间判断。',
  },
  'en-US': {
    question: {
      timeOfDay: 'What time of day is it now?',
      season: 'What season is it now?',
      weekday: 'What day of the week is it today?',
      month: 'What month is it?',
      year: 'What year is it?',
      date: 'What is the date today (day of the month)?',
      place: 'Where are you training now?',
    },
    clockNote: 'Answers are judged by China time.',
  },
};
