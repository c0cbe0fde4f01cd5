import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Three levels per n (1, 2, 3), each faster than the one before. */
const paces = [
  { stimulusMs: 1000, responseWindowMs: 2500 },
  { stimulusMs: 750, responseWindowMs: 2000 },
  { stimulusMs: 500, responseWindowMs: 1500 },
] as const;

export const nBack: ExerciseDefinition<'nBack'> = {
  entry: {
    kind: 'nBack',
    domain: 'memory',
    name: { 'zh-CN': 'N-back 记忆', 'en-US': 'N-back' },
    instructions: {
      'zh-CN':
        '字母会一个接一个地出现。如果现在的字母和往前数第 N 个字母相同，就按“相同”（或空格键）；不同就不按。',
      'en-US':
        'Letters appear one after another. If the letter is the same as the one N steps back, press “Same” (or Space); otherwise do nothing.',
    },
    maxLevel: 9,
  },
  levels: levelTable(9, (level) => {
    const n = Math.ceil(level / 3);
    const pace = paces[(level - 1) % 3]!;
    return { kind: 'nBack', n, trials: 20 + n, targetRatio: 0.3, ...pace };
  }),
  practiceTrials: 5,
};
