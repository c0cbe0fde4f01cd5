import type { Locale } from '@cep/ui';

export interface ChoiceMessages {
  answers: string;
  keys: (count: number) => string;
}

export const choiceMessages: Record<Locale, ChoiceMessages> = {
  'zh-CN': {
    answers: '答案选项',
    keys: (count) => `点按钮，或按数字键 1 到 ${count}。`,
  },
  'en-US': {
    answers: 'Answer choices',
    keys: (count) => `Tap a button, or press keys 1 to ${count}.`,
  },
};
