import type { CognitiveDomain } from './exercise';

/*
 * The two screening scales' score sheets (issue 14): sections, their items and maxima, and the
 * cognitive domains each section speaks for. Only the sheets: the tests' own materials (drawings,
 * word lists, item texts) are copyrighted and are not reproduced; items carry short task names.
 */

export type AssessmentKind = 'moca' | 'mmse';

export interface ScaleItem {
  /** Stable id inside its section, e.g. 'clock'. */
  id: string;
  max: number;
  name: { 'zh-CN': string; 'en-US': string };
}

export interface ScaleSection {
  id: string;
  name: { 'zh-CN': string; 'en-US': string };
  items: readonly ScaleItem[];
  /** Which domains a section's share counts towards in the domain profile. */
  domains: readonly CognitiveDomain[];
}

export interface Scale {
  kind: AssessmentKind;
  name: { 'zh-CN': string; 'en-US': string };
  max: number;
  sections: readonly ScaleSection[];
}

const item = (id: string, max: number, zh: string, en: string): ScaleItem => ({
  id,
  max,
  name: { 'zh-CN': zh, 'en-US': en },
});

/** MoCA: 30 points; visuospatial/executive 5, naming 3, attention 6, language 3, abstraction 2, delayed recall 5, orientation 6. */
export const mocaScale: Scale = {
  kind: 'moca',
  name: { 'zh-CN': '蒙特利尔认知评估（MoCA）', 'en-US': 'Montreal Cognitive Assessment (MoCA)' },
  max: 30,
  sections: [
    {
      id: 'visuospatial',
      name: { 'zh-CN': '视空间与执行功能', 'en-US': 'Visuospatial / executive' },
      domains: ['visuospatial', 'executiveFunction'],
      items: [
        item('trail', 1, '连线', 'Trail making'),
        item('cube', 1, '复制立方体', 'Cube copy'),
        item('clock', 3, '画钟', 'Clock drawing'),
      ],
    },
    {
      id: 'naming',
      name: { 'zh-CN': '命名', 'en-US': 'Naming' },
      domains: ['language'],
      items: [item('naming', 3, '命名（3 项）', 'Naming (3 items)')],
    },
    {
      id: 'attention',
      name: { 'zh-CN': '注意', 'en-US': 'Attention' },
      domains: ['attention'],
      items: [
        item('digits', 2, '数字顺背与倒背', 'Digits forward and backward'),
        item('letters', 1, '字母敲击', 'Letter tapping'),
        item('serial7', 3, '连续减 7', 'Serial 7s'),
      ],
    },
    {
      id: 'language',
      name: { 'zh-CN': '语言', 'en-US': 'Language' },
      domains: ['language'],
      items: [
        item('repetition', 2, '句子复述', 'Sentence repetition'),
        item('fluency', 1, '词语流畅性', 'Verbal fluency'),
      ],
    },
    {
      id: 'abstraction',
      name: { 'zh-CN': '抽象', 'en-US': 'Abstraction' },
      domains: ['executiveFunction'],
      items: [item('abstraction', 2, '相似性（2 项）', 'Similarities (2 items)')],
    },
    {
      id: 'delayedRecall',
      name: { 'zh-CN': '延迟回忆', 'en-US': 'Delayed recall' },
      domains: ['memory'],
      items: [item('recall', 5, '延迟回忆（5 词）', 'Delayed recall (5 words)')],
    },
    {
      id: 'orientation',
      name: { 'zh-CN': '定向', 'en-US': 'Orientation' },
      domains: ['orientation'],
      items: [item('orientation', 6, '定向（6 项）', 'Orientation (6 items)')],
    },
  ],
};

/** MMSE: 30 points; orientation 10, registration 3, attention and calculation 5, recall 3, language 8, copying 1. */
export const mmseScale: Scale = {
  kind: 'mmse',
  name: { 'zh-CN': '简易精神状态检查（MMSE）', 'en-US': 'Mini-Mental State Examination (MMSE)' },
  max: 30,
  sections: [
    {
      id: 'orientation',
      name: { 'zh-CN': '定向力', 'en-US': 'Orientation' },
      domains: ['orientation'],
      items: [
        item('time', 5, '时间定向', 'Orientation to time'),
        item('place', 5, '地点定向', 'Orientation to place'),
      ],
    },
    {
      id: 'registration',
      name: { 'zh-CN': '即刻记忆', 'en-US': 'Registration' },
      domains: ['memory'],
      items: [item('registration', 3, '复述 3 个词', 'Repeat 3 words')],
    },
    {
      id: 'attentionCalculation',
      name: { 'zh-CN': '注意力和计算力', 'en-US': 'Attention and calculation' },
      domains: ['attention'],
      items: [item('serial7', 5, '连续减 7', 'Serial 7s')],
    },
    {
      id: 'recall',
      name: { 'zh-CN': '回忆', 'en-US': 'Recall' },
      domains: ['memory'],
      items: [item('recall', 3, '回忆 3 个词', 'Recall 3 words')],
    },
    {
      id: 'language',
      name: { 'zh-CN': '语言', 'en-US': 'Language' },
      domains: ['language'],
      items: [
        item('naming', 2, '命名', 'Naming'),
        item('repetition', 1, '复述', 'Repetition'),
        item('command', 3, '三步指令', 'Three-stage command'),
        item('reading', 1, '阅读', 'Reading'),
        item('writing', 1, '书写', 'Writing'),
      ],
    },
    {
      id: 'copying',
      name: { 'zh-CN': '结构模仿', 'en-US': 'Copying' },
      domains: ['visuospatial'],
      items: [item('copying', 1, '临摹图形', 'Copy the figure')],
    },
  ],
};

export const scales: { readonly [K in AssessmentKind]: Scale } = {
  moca: mocaScale,
  mmse: mmseScale,
};

/** The key of one item in an assessment's scores: `section.item`. */
export const itemKey = (section: ScaleSection, scaleItem: ScaleItem) =>
  `${section.id}.${scaleItem.id}`;

/** Every item key of a scale, in sheet order. */
export function itemKeys(kind: AssessmentKind): string[] {
  return scales[kind].sections.flatMap((section) =>
    section.items.map((scaleItem) => itemKey(section, scaleItem)),
  );
}
