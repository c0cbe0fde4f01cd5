import type { Locale } from '@cep/ui';

export interface DigitSpanMessages {
  watch: string;
  answerForward: string;
  answerBackward: string;
  answerLabel: string;
  keypad: string;
  erase: string;
  submit: string;
}

export const digitSpanMessages: Record<Locale, DigitSpanMessages> = {
  'zh-CN': {
    watch: '请记住出现的数字',
    answerForward: '按出现的顺序输入数字',
    answerBackward: '倒着输入数字（从最后一个开始）',
    answerLabel: '你的答案',
    keypad: '数字键盘',
    erase: '删除',
    submit: '确定',
  },
  'en-US': {
    watch: 'Remember the digits',
    answerForward: 'Type the digits in the order shown',
    answerBackward: 'Type the digits in reverse (last one first)',
    answerLabel: 'Your answer',
    keypad: 'Digit keypad',
    erase: 'Delete',
    submit: 'OK',
  },
};
