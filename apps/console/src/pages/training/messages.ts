import type { Locale } from '@cep/ui';

/** Words of /cognitive-training shared by the patient's and the clinician's views. */
export const trainingPageMessages: Record<Locale, { title: string }> = {
  'zh-CN': { title: '认知训练智能辅助' },
  'en-US': { title: 'Cognitive Training Assistance' },
};
