import type { Locale } from '../../i18n';

export type MaskedValueKind = 'idCard' | 'phone' | 'other';

export interface MaskedValueMessages {
  /** What the value is, by kind (used in the buttons' names). */
  kind: Record<MaskedValueKind, string>;
  reveal: (what: string) => string;
  hide: (what: string) => string;
  /** Said by screen readers for a masked value (instead of a row of asterisks). */
  masked: (what: string) => string;
  failed: string;
}

export const maskedValueMessages: Record<Locale, MaskedValueMessages> = {
  'zh-CN': {
    kind: { idCard: '身份证号', phone: '手机号', other: '个人信息' },
    reveal: (what) => `显示完整${what}`,
    hide: (what) => `隐藏${what}`,
    masked: (what) => `${what}（已隐藏部分）`,
    failed: '无法显示，请稍后重试',
  },
  'en-US': {
    kind: { idCard: 'ID card number', phone: 'phone number', other: 'personal data' },
    reveal: (what) => `Show full ${what}`,
    hide: (what) => `Hide ${what}`,
    masked: (what) => `${what} (partly hidden)`,
    failed: 'Could not show it; try again later',
  },
};
