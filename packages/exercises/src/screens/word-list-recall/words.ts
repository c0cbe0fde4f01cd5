import type { Locale } from '@cep/ui';

/*
 * Everyday two-character words in seven categories (our own list, no test's items). A foil "like"
 * the list comes from a studied word's category; one "unlike" it from another category.
 */
const CATEGORIES: ReadonlyArray<ReadonlyArray<readonly [zh: string, en: string]>> = [
  [
    ['苹果', 'apple'],
    ['香蕉', 'banana'],
    ['葡萄', 'grapes'],
    ['西瓜', 'melon'],
    ['桃子', 'peach'],
    ['橘子', 'orange'],
    ['草莓', 'strawberry'],
    ['梨子', 'pear'],
  ],
  [
    ['老虎', 'tiger'],
    ['熊猫', 'panda'],
    ['兔子', 'rabbit'],
    ['小狗', 'puppy'],
    ['小猫', 'kitten'],
    ['猴子', 'monkey'],
    ['大象', 'elephant'],
    ['山羊', 'goat'],
  ],
  [
    ['桌子', 'table'],
    ['椅子', 'chair'],
    ['杯子', 'cup'],
    ['筷子', 'chopsticks'],
    ['毛巾', 'towel'],
    ['镜子', 'mirror'],
    ['雨伞', 'umbrella'],
    ['钥匙', 'key'],
  ],
  [
    ['汽车', 'car'],
    ['火车', 'train'],
    ['飞机', 'plane'],
    ['轮船', 'ship'],
    ['地铁', 'metro'],
    ['单车', 'bicycle'],
    ['卡车', 'lorry'],
    ['摩托', 'motorbike'],
  ],
  [
    ['白菜', 'cabbage'],
    ['土豆', 'potato'],
    ['黄瓜', 'cucumber'],
    ['番茄', 'tomato'],
    ['萝卜', 'radish'],
    ['茄子', 'aubergine'],
    ['菠菜', 'spinach'],
    ['南瓜', 'pumpkin'],
  ],
  [
    ['帽子', 'hat'],
    ['鞋子', 'shoes'],
    ['袜子', 'socks'],
    ['裤子', 'trousers'],
    ['衬衫', 'shirt'],
    ['手套', 'gloves'],
    ['围巾', 'scarf'],
    ['外套', 'coat'],
  ],
  [
    ['太阳', 'sun'],
    ['月亮', 'moon'],
    ['星星', 'stars'],
    ['河流', 'river'],
    ['高山', 'mountain'],
    ['树林', 'woods'],
    ['花朵', 'flower'],
    ['白云', 'cloud'],
  ],
];

export interface Word {
  /** The Chinese word, also the word's id in the trial records. */
  id: string;
  category: number;
  text: Record<Locale, string>;
}

export const WORDS: readonly Word[] = CATEGORIES.flatMap((words, category) =>
  words.map(([zh, en]) => ({ id: zh, category, text: { 'zh-CN': zh, 'en-US': en } })),
);

export function wordById(id: string): Word | undefined {
  return WORDS.find((word) => word.id === id);
}
