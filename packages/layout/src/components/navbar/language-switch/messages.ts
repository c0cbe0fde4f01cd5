import type { Locale } from '@cep/ui';

export interface LanguageSwitchMessages {
  /** The menu button's name and the menu's heading. */
  label: string;
}

export const languageSwitchMessages: Record<Locale, LanguageSwitchMessages> = {
  'zh-CN': { label: '语言 Language' },
  'en-US': { label: 'Language 语言' },
};

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
export const localeNames: Record<Locale, { name: string; lang: string }> = {
  'zh-CN': { name: '简体中文', lang: 'zh-CN' },
  'en-US': { name: 'English', lang: 'en' },
};

export const locales: readonly Locale[] = ['zh-CN', 'en-US'];
