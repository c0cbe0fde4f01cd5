import type { ChangeReading } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 量表变化 (issue 33 §3): what the reliable change panel says. */
export interface ChangeMessages {
  heading: string;
  intro: string;
  scale: Record<'moca' | 'mmse', string>;
  reading: Record<ChangeReading, string>;
  totals: (earlier: number, earlierOn: string, later: number, laterOn: string) => string;
  difference: (difference: number) => string;
  criterion: (decline: number, improve: number, confidence: number) => string;
  source: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export const changeMessages: Record<Locale, ChangeMessages> = {
  'zh-CN': {
    heading: '量表变化是否有意义',
    intro:
      '同一量表复测时，分数会因练习、状态等原因上下波动几分。只有变化达到可靠变化界值，才说明认知确实改善或下降。',
    scale: { moca: 'MoCA', mmse: 'MMSE' },
    reading: { improved: '明显改善', noChange: '无明显变化', declined: '明显下降' },
    totals: (earlier, earlierOn, later, laterOn) =>
      `原始总分 ${earlier} 分（${earlierOn}）→ ${later} 分（${laterOn}）`,
    difference: (difference) => `变化 ${signed(difference)} 分`,
    criterion: (decline, improve, confidence) =>
      `可靠变化界值（${confidence * 100}% 置信）：≤ ${decline} 分为明显下降，≥ +${improve} 分为明显改善`,
    source: '依据',
  },
  'en-US': {
    heading: 'Is the change on the scale meaningful?',
    intro:
      'On retest a score moves by a few points through practice or the day alone. Only a change beyond the reliable change criterion shows a real improvement or decline.',
    scale: { moca: 'MoCA', mmse: 'MMSE' },
    reading: {
      improved: 'Reliable improvement',
      noChange: 'No reliable change',
      declined: 'Reliable decline',
    },
    totals: (earlier, earlierOn, later, laterOn) =>
      `Raw total ${earlier} (${earlierOn}) → ${later} (${laterOn})`,
    difference: (difference) => `Change ${signed(difference)}`,
    criterion: (decline, improve, confidence) =>
      `Reliable change criterion (${confidence * 100}% confidence): ≤ ${decline} is a decline, ≥ +${improve} an improvement`,
    source: 'Source',
  },
};
