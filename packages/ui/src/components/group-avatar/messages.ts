import type { Locale } from '../../i18n';

/** The avatars' names, read by screen readers and shown under each choice of the picker. */
export const groupAvatarNames: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    sun: '太阳',
    moon: '月亮',
    star: '星星',
    leaf: '树叶',
    flower: '花',
    tree: '松树',
    mountain: '山',
    wave: '海浪',
    bird: '小鸟',
    fish: '小鱼',
    cat: '小猫',
    rabbit: '兔子',
  },
  'en-US': {
    sun: 'Sun',
    moon: 'Moon',
    star: 'Star',
    leaf: 'Leaf',
    flower: 'Flower',
    tree: 'Pine tree',
    mountain: 'Mountain',
    wave: 'Wave',
    bird: 'Bird',
    fish: 'Fish',
    cat: 'Cat',
    rabbit: 'Rabbit',
  },
};
