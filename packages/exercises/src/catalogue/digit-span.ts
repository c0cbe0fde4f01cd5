import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Digits shown one a second (the clinical pace); a level adds one digit. */

export const digitSpanForward: ExerciseDefinition<'digitSpanForward'> = {
  entry: {
    kind: 'digitSpanForward',
    domain: 'memory',
    name: { 'zh-CN': '数字广度（顺背）', 'en-US': 'Digit span (forward)' },
    instructions: {
      'zh-CN': '屏幕上会一个一个地出现数字。看完后，按出现的顺序输入这些数字。',
      'en-US': 'Digits appear one at a time. When they stop, type them in the same order.',
    },
    maxLevel: 10,
  },
  // Level 1 is 3 digits, level 10 is 12.
  levels: levelTable(10, (level) => ({
    kind: 'digitSpanForward',
    spanLength: level + 2,
    stimulusMs: 1000,
    trials: 6,
  })),
  practiceTrials: 1,
};

export const digitSpanBackward: ExerciseDefinition<'digitSpanBackward'> = {
  entry: {
    kind: 'digitSpanBackward',
    domain: 'memory',
    name: { 'zh-CN': '数字广度（倒背）', 'en-US': 'Digit span (backward)' },
    instructions: {
      'zh-CN': '屏幕上会一个一个地出现数字。看完后，从最后一个开始，倒着输入这些数字。',
      'en-US':
        'Digits appear one at a time. When they stop, type them in reverse order, last first.',
    },
    maxLevel: 9,
  },
  // Backward is harder: level 1 is 2 digits, level 9 is 10.
  levels: levelTable(9, (level) => ({
    kind: 'digitSpanBackward',
    spanLength: level + 1,
    stimulusMs: 1000,
    trials: 6,
  })),
  practiceTrials: 1,
};
