import type { Locale } from '@cep/ui';

export interface StroopMessages {
  question: string;
  colourIsTask: string;
  answers: string;
  keys: string;
}

export const stroopMessages: Record<Locale, StroopMessages> = {
  'zh-CN': {
    question: '这个字是什么颜色？',
    colourIsTask: '注意：本练习的题目就是颜色，所以颜色在任何主题和高对比度模式下都保持不变。',
    answers: '颜色选项',
    keys: '也可以按数字键 1、2、3… 选择。',
  },
  'en-US': {
    question: 'What colour is the ink?',
    colourIsTask:
      'Note: colour is the task here, so the colours stay the same in every theme, high contrast included.',
    answers: 'Colour choices',
    keys: 'You can also press 1, 2, 3… to choose.',
  },
};
