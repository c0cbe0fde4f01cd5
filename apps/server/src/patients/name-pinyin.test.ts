import { expect, it } from 'vitest';
import { namePinyin, namePinyinColumns, searchForm } from './name-pinyin';

it('spells a name in full pinyin and initials, lower case; a Latin word gives one initial, digits stay', () => {
  expect(namePinyin('李患者')).toEqual({ pinyin: 'lihuanzhe', initials: 'lhz' });
  expect(namePinyin('赵磊')).toEqual({ pinyin: 'zhaolei', initials: 'zl' });
  expect(namePinyin('基准患者12')).toEqual({ pinyin: 'jizhunhuanzhe12', initials: 'jzhz12' });
  expect(namePinyin('Anna 吕')).toEqual({ pinyin: 'annalv', initials: 'al' });
});

it('writes the search text as the characters (lower case, no spaces), full pinyin and initials, apart', () => {
  expect(namePinyinColumns('李患者')).toEqual({
    name_pinyin: 'lihuanzhe',
    name_search: '李患者 lihuanzhe lhz',
  });
  expect(namePinyinColumns('Anna 吕')).toEqual({
    name_pinyin: 'annalv',
    name_search: 'anna吕 annalv al',
  });
  expect(searchForm(' Li Huan ')).toBe('lihuan');
});
