import type { Locale } from '@cep/ui';

/** 我的隐私与数据 (issue 32): the page's own words; each section has its own messages. */
export interface PrivacyMessages {
  title: string;
  intro: string;
}

export const privacyMessages: Record<Locale, PrivacyMessages> = {
  'zh-CN': {
    title: '我的隐私与数据',
    intro:
      '这里可以查看和更改您的同意，下载平台保存的关于您的全部资料，查看谁看过您的档案，也可以申请删除您的个人信息。',
  },
  'en-US': {
    title: 'My Privacy & Data',
    intro:
      'Here you can review and change your consents, download everything the platform holds about you, see who looked at your record, and ask for your personal data to be erased.',
  },
};
