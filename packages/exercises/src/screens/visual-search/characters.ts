/*
 * The characters of the search: each target with distractors that look like it (one stroke more
 * or less, the same frame) and a pool that does not. Plain characters, no test's sheets.
 */
export const SEARCH_FAMILIES: ReadonlyArray<{ target: string; alike: readonly string[] }> = [
  { target: '日', alike: ['目', '曰', '白', '田', '旧', '由'] },
  { target: '大', alike: ['太', '犬', '天', '夫', '尤', '丈'] },
  { target: '土', alike: ['士', '干', '工', '王', '上', '千'] },
  { target: '人', alike: ['入', '八', '个', '从', '乂', '几'] },
  { target: '己', alike: ['已', '巳', '乙', '弓', '与', '巴'] },
  { target: '木', alike: ['本', '末', '未', '禾', '术', '米'] },
];

/** Characters unlike every target (round, open or many-stroked shapes). */
export const UNLIKE = ['水', '火', '山', '月', '风', '雨', '心', '马', '鸟', '飞', '衣', '耳'];
