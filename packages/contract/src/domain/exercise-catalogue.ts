import type { ExerciseCatalogueEntry, ExerciseKind } from './exercise';

/*
 * The catalogue's entries (name, domain, plain-words instructions, top level) as plain data, shared
 * by `@cep/exercises` (which adds each level's parameters and the screens) and the server (which
 * answers `/api/exercise/list` and checks that a plan's or a result's level is within range).
 */

/** One entry per exercise kind, in the catalogue's order. */
export const exerciseEntries: {
  readonly [K in ExerciseKind]: ExerciseCatalogueEntry & { kind: K };
} = {
  digitSpanForward: {
    kind: 'digitSpanForward',
    domain: 'memory',
    name: { 'zh-CN': '数字广度（顺背）', 'en-US': 'Digit span (forward)' },
    instructions: {
      'zh-CN': '屏幕上会一个一个地出现数字。看完后，按出现的顺序输入这些数字。',
      'en-US': 'Digits appear one at a time. When they stop, type them in the same order.',
    },
    maxLevel: 10,
  },
  digitSpanBackward: {
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
  schulteGrid: {
    kind: 'schulteGrid',
    domain: 'attention',
    name: { 'zh-CN': '舒尔特方格', 'en-US': 'Schulte grid' },
    instructions: {
      'zh-CN': '方格里有打乱的数字。从 1 开始，按顺序依次点出每个数字，越快越好。',
      'en-US':
        'The grid holds numbers in random places. Starting at 1, tap each number in order, as fast as you can.',
    },
    maxLevel: 10,
  },
  goNoGo: {
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
  nBack: {
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
  stroop: {
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
  // Issue 33, set A.
  symbolDigit: {
    kind: 'symbolDigit',
    domain: 'processingSpeed',
    name: { 'zh-CN': '符号数字转换', 'en-US': 'Symbol–digit' },
    instructions: {
      'zh-CN':
        '上方是一张对照表，每个符号对应一个数字。下面出现一个符号时，请尽快按出它对应的数字（按数字键或点屏幕上的数字）。',
      'en-US':
        'The key at the top pairs each symbol with a digit. When a symbol appears below, give its digit as fast as you can (press the digit key or tap the digit on screen).',
    },
    maxLevel: 10,
  },
  trailMaking: {
    kind: 'trailMaking',
    domain: 'visuomotor',
    name: { 'zh-CN': '连线测验', 'en-US': 'Trail making' },
    instructions: {
      'zh-CN':
        '屏幕上有许多圆圈。请按顺序依次点它们：1、2、3……；较高级别要数字和天干交替：1、甲、2、乙、3、丙……。点错了会提示您，接着找对的那一个。用键盘时，按 Tab 或方向键移到圆圈上，再按回车。',
      'en-US':
        'Circles are spread over the screen. Tap them in order: 1, 2, 3…; at higher levels alternate numbers and the Chinese signs 甲 乙 丙…: 1, 甲, 2, 乙, 3, 丙…. A wrong tap is pointed out; go on to the right one. With a keyboard, move with Tab or the arrow keys and press Enter.',
    },
    maxLevel: 10,
  },
  mentalRotation: {
    kind: 'mentalRotation',
    domain: 'visuospatial',
    name: { 'zh-CN': '心理旋转', 'en-US': 'Mental rotation' },
    instructions: {
      'zh-CN':
        '屏幕上有两个图形，右边的被转动过。如果转回来和左边的一样，选“相同”（F 键或左方向键）；如果像照镜子一样左右相反，选“镜像”（J 键或右方向键）。',
      'en-US':
        'Two shapes are shown; the right one has been turned. If turning it back makes it the same as the left one, choose “Same” (F or the left arrow); if it is a mirror image, choose “Mirror” (J or the right arrow).',
    },
    maxLevel: 10,
  },
  // Set B (issue 33).
  visualSearch: {
    kind: 'visualSearch',
    domain: 'attention',
    name: { 'zh-CN': '视觉搜索（划消）', 'en-US': 'Visual search (cancellation)' },
    instructions: {
      'zh-CN':
        '上方会告诉您要找哪个字。在方格里找出所有这个字，一个一个点上标记；点错了可以再点一下取消。全部找完后按“完成”。也可以用方向键移动，按空格键标记。',
      'en-US':
        'The top of the screen shows the character to find. Find every one in the grid and tap it to mark it; tap again to undo a mistake. Press “Done” when you have found them all. You can also move with the arrow keys and mark with Space.',
    },
    maxLevel: 10,
  },
  wordListRecall: {
    kind: 'wordListRecall',
    domain: 'memory',
    name: { 'zh-CN': '词语记忆（延迟回忆）', 'en-US': 'Word list (delayed recall)' },
    instructions: {
      'zh-CN':
        '屏幕上会一个一个地出现词语，请用心记住。然后每出现一个词，您判断刚才有没有见过：见过按“学过”（数字键 1），没见过按“没学过”（数字键 2）。中间做几道数数题后，还会再问一次。',
      'en-US':
        'Words appear one at a time: try to remember them. Then, for each word shown, say whether it was on the list: “Seen” (key 1) or “New” (key 2). After a few counting questions you are asked once more.',
    },
    maxLevel: 10,
  },
  pictureNaming: {
    kind: 'pictureNaming',
    domain: 'language',
    name: { 'zh-CN': '图片命名与词语分类', 'en-US': 'Picture naming and word categories' },
    instructions: {
      'zh-CN':
        '屏幕上会出现一幅简单的图画，请从下面的词语里选出它的名字。有时会出现四个词语，请选出和其他三个不是同一类的那个。点按钮，或按数字键 1 到 4。',
      'en-US':
        'A simple drawing appears: choose its name from the words below. Sometimes four words appear instead: choose the one that does not belong with the other three. Tap a button, or press keys 1 to 4.',
    },
    maxLevel: 10,
  },
  orientationQuiz: {
    kind: 'orientationQuiz',
    domain: 'orientation',
    name: { 'zh-CN': '定向练习', 'en-US': 'Orientation questions' },
    instructions: {
      'zh-CN':
        '会问您现在的时间，比如今天星期几、现在是什么季节、上午还是下午。请选出正确的答案。点按钮，或按数字键 1 到 4。不用着急，想好了再选。',
      'en-US':
        'You are asked about the time now, such as the day of the week, the season, or morning or afternoon. Choose the right answer by tapping it, or press keys 1 to 4. Take your time.',
    },
    maxLevel: 10,
  },
};

/** The highest level of an exercise (levels run 1..maxLevel). */
export function maxLevelOf(kind: ExerciseKind): number {
  return exerciseEntries[kind].maxLevel;
}
