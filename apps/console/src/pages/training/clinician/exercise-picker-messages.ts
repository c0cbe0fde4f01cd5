import type { CognitiveDomain, ExerciseKind, ItemSettingName } from '@cep/contract';
import type { Locale } from '@cep/ui';

/*
 * The plan picker's words (issue 33 §2): the cognitive domains it groups the exercises under,
 * one short line per exercise on what it trains, and the therapist's settings of an item.
 */

export interface ExercisePickerMessages {
  domain: Record<CognitiveDomain, string>;
  trains: Record<ExerciseKind, string>;
  setting: Record<ItemSettingName, string>;
  /** The safe range under each setting's field. */
  range: (min: number, max: number) => string;
  settingsLegend: string;
}

export const exercisePickerMessages: Record<Locale, ExercisePickerMessages> = {
  'zh-CN': {
    domain: {
      attention: '注意力',
      memory: '记忆',
      executiveFunction: '执行功能',
      processingSpeed: '信息处理速度',
      language: '语言',
      visuospatial: '视空间',
      visuomotor: '视觉运动',
      orientation: '定向',
    },
    trains: {
      digitSpanForward: '练短时记忆：记住一串数字',
      digitSpanBackward: '练工作记忆：记住并倒转数字',
      schulteGrid: '练注意广度和视觉搜索速度',
      goNoGo: '练抑制控制：该按才按，不该按忍住',
      nBack: '练工作记忆的更新',
      stroop: '练抗干扰：看颜色不读字',
      symbolDigit: '练信息处理速度',
      trailMaking: '练视觉运动和注意转换',
      mentalRotation: '练空间想象',
      visualSearch: '练选择性注意：找出目标',
      wordListRecall: '练词语记忆和延迟回忆',
      pictureNaming: '练命名和词语归类',
      orientationQuiz: '练时间、地点定向',
    },
    setting: {
      trials: '题数',
      timeLimitSeconds: '限时（秒）',
      stimulusMs: '呈现时间（毫秒）',
      distractors: '干扰项数',
    },
    range: (min, max) => `可设 ${min}–${max}，不填则按级别`,
    settingsLegend: '训练参数',
  },
  'en-US': {
    domain: {
      attention: 'Attention',
      memory: 'Memory',
      executiveFunction: 'Executive function',
      processingSpeed: 'Processing speed',
      language: 'Language',
      visuospatial: 'Visuospatial',
      visuomotor: 'Visuomotor',
      orientation: 'Orientation',
    },
    trains: {
      digitSpanForward: 'Short-term memory: hold a string of digits',
      digitSpanBackward: 'Working memory: hold and reverse digits',
      schulteGrid: 'Attention span and visual search speed',
      goNoGo: 'Inhibition: respond only when due',
      nBack: 'Updating working memory',
      stroop: 'Resisting interference: the ink, not the word',
      symbolDigit: 'Processing speed',
      trailMaking: 'Visuomotor speed and switching attention',
      mentalRotation: 'Spatial imagery',
      visualSearch: 'Selective attention: find the targets',
      wordListRecall: 'Verbal memory and delayed recall',
      pictureNaming: 'Naming and word categories',
      orientationQuiz: 'Orientation in time and place',
    },
    setting: {
      trials: 'Trials',
      timeLimitSeconds: 'Time limit (s)',
      stimulusMs: 'Stimulus time (ms)',
      distractors: 'Distractors',
    },
    range: (min, max) => `${min}–${max}; blank follows the level`,
    settingsLegend: 'Training parameters',
  },
};
