import type { Locale } from '@cep/ui';

export interface NBackMessages {
  same: string;
  rule: (n: number) => string;
}

export const nBackMessages: Record<Locale, NBackMessages> = {
  'zh-CN': {
    same: '相同',
    rule: (n) => (n === 1 ? '和上一个字母相同就按' : `和往前第 ${n} 个字母相同就按`),
  },
  'en-US': {
    same: 'Same',
    rule: (n) =>
      n === 1
        ? 'Press if it matches the previous letter'
        : `Press if it matches the letter ${n} back`,
  },
};
