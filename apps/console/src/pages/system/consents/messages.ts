import type { ConsentPurpose } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 知情同意书 (issue 32 item 2, admins): the page's words. */
export interface ConsentTextsMessages {
  title: string;
  intro: string;
  purpose: Record<ConsentPurpose, string>;
  current: string;
  version: (version: number) => string;
  published: (date: string, by: string | null) => string;
  redecision: string;
  noRedecision: string;
  publishNew: string;
  titleZh: string;
  bodyZh: string;
  titleEn: string;
  bodyEn: string;
  requiresRedecision: string;
  requiresRedecisionHint: string;
  publish: string;
  cancel: string;
  publishedToast: (version: number) => string;
  failed: string;
  loading: string;
  history: string;
}

export const consentTextsMessages: Record<Locale, ConsentTextsMessages> = {
  'zh-CN': {
    title: '知情同意书',
    intro:
      '每个事项的同意书都有版本。发布新版本不会修改旧版本；如果内容有实质变化，请勾选「需要患者重新决定」。',
    purpose: {
      medical: '用于诊疗（必需）',
      signals: '生理信号采集',
      community: '群体互动',
      research: '去标识化数据用于研究（可选）',
    },
    current: '当前版本',
    version: (version) => `第 ${version} 版`,
    published: (date, by) => `${date} 发布${by ? `（${by}）` : ''}`,
    redecision: '需要患者重新决定',
    noRedecision: '沿用原有决定',
    publishNew: '发布新版本',
    titleZh: '中文标题',
    bodyZh: '中文正文',
    titleEn: '英文标题',
    bodyEn: '英文正文',
    requiresRedecision: '需要患者重新决定',
    requiresRedecisionHint: '勾选后，已决定的患者下次登录时会再次看到同意页面。',
    publish: '发布',
    cancel: '取消',
    publishedToast: (version) => `已发布第 ${version} 版`,
    failed: '操作失败：',
    loading: '正在读取…',
    history: '历史版本',
  },
  'en-US': {
    title: 'Consent Texts',
    intro:
      'Each purpose’s consent text has versions. Publishing a new version never changes the old ones; if the content changes materially, tick "Patients must decide again".',
    purpose: {
      medical: 'Use for care (required)',
      signals: 'Recording body signals',
      community: 'Community',
      research: 'De-identified data for research (optional)',
    },
    current: 'Current version',
    version: (version) => `Version ${version}`,
    published: (date, by) => `published ${date}${by ? ` by ${by}` : ''}`,
    redecision: 'Patients must decide again',
    noRedecision: 'Earlier decisions stand',
    publishNew: 'Publish a new version',
    titleZh: 'Chinese title',
    bodyZh: 'Chinese text',
    titleEn: 'English title',
    bodyEn: 'English text',
    requiresRedecision: 'Patients must decide again',
    requiresRedecisionHint:
      'If ticked, patients who already decided see the consent page again at their next sign-in.',
    publish: 'Publish',
    cancel: 'Cancel',
    publishedToast: (version) => `Version ${version} published`,
    failed: 'Failed: ',
    loading: 'Loading…',
    history: 'Earlier versions',
  },
};
