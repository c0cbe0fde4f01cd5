import type { Locale } from '@cep/ui';

export interface ScoresHiddenMessages {
  label: string;
  help: string;
  failed: string;
}

export const scoresHiddenMessages: Record<Locale, ScoresHiddenMessages> = {
  'zh-CN': {
    label: '对患者隐藏成绩',
    help: '开启后，患者的训练页面和患者能查看的结果、进度都不显示成绩；医生仍可查看。',
    failed: '保存失败，请稍后再试',
  },
  'en-US': {
    label: 'Hide scores from the patient',
    help: 'When on, the patient’s training screens and what the patient can read show no score; clinicians still see them.',
    failed: 'Could not save. Please try again later.',
  },
};
