import type { Locale } from '@cep/ui';

export interface WordListMessages {
  study: string;
  count: string;
  countNote: string;
  immediate: string;
  delayed: string;
  words: string;
  done: string;
  marked: (count: number) => string;
  keys: string;
}

export const wordListMessages: Record<Locale, WordListMessages> = {
  'zh-CN': {
    study: '请记住这个词语',
    count: '数一数，有几个圆点？',
    countNote: '数数题不计分，是为了隔开一段时间。',
    immediate: '刚才学过的词语是哪些？请把学过的都点上，没学过的不要点。',
    delayed: '还记得最开始学过的词语吗？请再把学过的都点上。',
    words: '词语',
    done: '完成',
    marked: (count) => `已选 ${count} 个`,
    keys: '方向键移动，空格键选中或取消；选好后按“完成”。',
  },
  'en-US': {
    study: 'Remember this word',
    count: 'How many dots are there?',
    countNote: 'Counting is not scored: it puts some time between the list and the question.',
    immediate: 'Which words were on the list? Tap every one you studied, and none you did not.',
    delayed: 'Do you still remember the words from the start? Tap every one you studied.',
    words: 'Words',
    done: 'Done',
    marked: (count) => `${count} chosen`,
    keys: 'Arrow keys move, Space chooses or unchooses; press “Done” when ready.',
  },
};
