import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* More colours, more incongruent trials and less time as the level rises. */

export const stroop: ExerciseDefinition<'stroop'> = {
  entry: {
    kind: 'stroop',
    domain: 'executiveFunction',
    name: { 'zh-CN': '色词干扰（Stroop）', 'en-US': 'Stroop colour words' },
    instructions: {
      'zh-CN':
        '屏幕上会出现一个表示颜色的字，字的颜色和字义可能不同。请选出字的颜色，不要读字。本练习用颜色本身作题目，颜色不随主题改变。',
      'en-US':
        'A colour word appears, printed in a colour that may differ from the word. Choose the colour of the ink, not the word. Colour is the task here, so the colours stay the same in every theme.',
    },
    maxLevel: 10,
  },
  levels: levelTable(10, (level) => ({
    kind: 'stroop',
    trials: 24,
    colourCount: level <= 3 ? 3 : level <= 7 ? 4 : 5,
    incongruentRatio: Math.round((0.25 + (level - 1) * 0.05) * 100) / 100,
    responseWindowMs: 3000 - (level - 1) * 200,
  })),
  practiceTrials: 3,
};
