import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Faster stimuli and more no-go trials as the level rises (more pressure to withhold). */

export const goNoGo: ExerciseDefinition<'goNoGo'> = {
  entry: {
    kind: 'goNoGo',
    domain: 'executiveFunction',
    name: { 'zh-CN': '停止信号（Go/No-Go）', 'en-US': 'Go/No-Go' },
    instructions: {
      'zh-CN': '出现绿色圆圈时，尽快按下按钮（或空格键）；出现红色叉号时，什么也不要按。',
      'en-US':
        'When a green circle appears, press the button (or Space) quickly. When a red cross appears, do not press anything.',
    },
    maxLevel: 10,
  },
  levels: levelTable(10, (level) => {
    const stimulusMs = 1000 - (level - 1) * 60;
    return {
      kind: 'goNoGo',
      trials: 40,
      stimulusMs,
      responseWindowMs: stimulusMs + 500,
      noGoRatio: Math.round((0.2 + (level - 1) * 0.02) * 100) / 100,
    };
  }),
  practiceTrials: 4,
};
