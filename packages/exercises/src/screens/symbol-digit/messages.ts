import type { Locale } from '@cep/ui';

export interface SymbolDigitMessages {
  key: string;
  shown: string;
  question: string;
  keypad: string;
  keys: string;
  pairOf: (symbol: string, digit: number) => string;
}

export const symbolDigitMessages: Record<Locale, SymbolDigitMessages> = {
  'zh-CN': {
    key: '对照表',
    shown: '要转换的符号',
    question: '这个符号对应几？',
    keypad: '数字键盘',
    keys: '也可以直接按键盘上的数字键。',
    pairOf: (symbol, digit) => `${symbol} 对应 ${digit}`,
  },
  'en-US': {
    key: 'Key',
    shown: 'Symbol to convert',
    question: 'Which digit goes with this symbol?',
    keypad: 'Digit keypad',
    keys: 'You can also press the digit keys.',
    pairOf: (symbol, digit) => `${symbol} is ${digit}`,
  },
};
