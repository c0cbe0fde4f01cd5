import type { Locale } from '@cep/ui';
import type { ReactNode } from 'react';

/*
 * Our own line drawings (64 × 64, one stroke colour that follows the theme), drawn for this
 * exercise: everyday objects with one clear name each, in categories for the odd-one-out question.
 */
export type PictureCategory =
  'household' | 'nature' | 'animals' | 'food' | 'transport' | 'building';

export interface Picture {
  id: string;
  category: PictureCategory;
  name: Record<Locale, string>;
  drawing: ReactNode;
}

const picture = (
  id: string,
  category: PictureCategory,
  zh: string,
  en: string,
  drawing: ReactNode,
): Picture => ({ id, category, name: { 'zh-CN': zh, 'en-US': en }, drawing });

export const PICTURES: readonly Picture[] = [
  picture(
    'cup',
    'household',
    '杯子',
    'cup',
    <>
      <path d="M16 18h28v26a8 8 0 0 1-8 8H24a8 8 0 0 1-8-8z" />
      <path d="M44 24h6a6 6 0 0 1 0 12h-6" />
    </>,
  ),
  picture(
    'chair',
    'household',
    '椅子',
    'chair',
    <>
      <path d="M20 8v48M20 34h26v22M20 8h6v26" />
    </>,
  ),
  picture(
    'key',
    'household',
    '钥匙',
    'key',
    <>
      <circle cx="18" cy="32" r="10" />
      <path d="M28 32h28M48 32v8M54 32v6" />
    </>,
  ),
  picture(
    'umbrella',
    'household',
    '雨伞',
    'umbrella',
    <>
      <path d="M8 32a24 24 0 0 1 48 0z" />
      <path d="M32 32v20a5 5 0 0 1-10 0" />
    </>,
  ),
  picture(
    'clock',
    'household',
    '时钟',
    'clock',
    <>
      <circle cx="32" cy="32" r="24" />
      <path d="M32 32V16M32 32h11" />
    </>,
  ),
  picture(
    'bottle',
    'household',
    '瓶子',
    'bottle',
    <>
      <path d="M27 6h10v10l7 9v31H20V25l7-9z" />
    </>,
  ),
  picture(
    'spoon',
    'household',
    '勺子',
    'spoon',
    <>
      <ellipse cx="32" cy="18" rx="9" ry="12" />
      <path d="M32 30v28" />
    </>,
  ),
  picture(
    'glasses',
    'household',
    '眼镜',
    'glasses',
    <>
      <circle cx="18" cy="36" r="10" />
      <circle cx="46" cy="36" r="10" />
      <path d="M28 36q4-5 8 0M8 36l-3-10M56 36l3-10" />
    </>,
  ),
  picture(
    'candle',
    'household',
    '蜡烛',
    'candle',
    <>
      <rect x="24" y="28" width="16" height="28" />
      <path d="M32 8q8 10 0 15q-8-5 0-15M32 23v5" />
    </>,
  ),
  picture(
    'ladder',
    'household',
    '梯子',
    'ladder',
    <>
      <path d="M20 6v52M44 6v52M20 16h24M20 28h24M20 40h24M20 52h24" />
    </>,
  ),
  picture(
    'book',
    'household',
    '书本',
    'book',
    <>
      <path d="M8 14q12-4 24 2q12-6 24-2v38q-12-4-24 2q-12-6-24-2zM32 16v38" />
    </>,
  ),
  picture(
    'bell',
    'household',
    '铃铛',
    'bell',
    <>
      <path d="M16 46q0-30 16-32q16 2 16 32zM12 46h40M32 8v6" />
      <circle cx="32" cy="52" r="4" />
    </>,
  ),
  picture(
    'tree',
    'nature',
    '大树',
    'tree',
    <>
      <circle cx="32" cy="24" r="16" />
      <path d="M28 40v18h8V40" />
    </>,
  ),
  picture(
    'sun',
    'nature',
    '太阳',
    'sun',
    <>
      <circle cx="32" cy="32" r="10" />
      <path d="M32 6v10M32 48v10M6 32h10M48 32h10M14 14l7 7M43 43l7 7M14 50l7-7M43 21l7-7" />
    </>,
  ),
  picture(
    'moon',
    'nature',
    '月亮',
    'moon',
    <>
      <path d="M38 8a24 24 0 1 0 18 38A20 20 0 0 1 38 8z" />
    </>,
  ),
  picture(
    'star',
    'nature',
    '星星',
    'star',
    <>
      <path d="M32 6l7 18h19L43 36l6 20-17-12-17 12 6-20L6 24h19z" />
    </>,
  ),
  picture(
    'cloud',
    'nature',
    '云朵',
    'cloud',
    <>
      <path d="M16 46a10 10 0 0 1 2-20a14 14 0 0 1 26-4a11 11 0 0 1 6 24z" />
    </>,
  ),
  picture(
    'flower',
    'nature',
    '花朵',
    'flower',
    <>
      <circle cx="32" cy="20" r="5" />
      <circle cx="32" cy="9" r="6" />
      <circle cx="43" cy="20" r="6" />
      <circle cx="32" cy="31" r="6" />
      <circle cx="21" cy="20" r="6" />
      <path d="M32 37v23M32 50q10-9 15-3q-7 8-15 3" />
    </>,
  ),
  picture(
    'mountain',
    'nature',
    '高山',
    'mountain',
    <>
      <path d="M4 54l20-34 10 14 8-10 18 30z" />
    </>,
  ),
  picture(
    'leaf',
    'nature',
    '树叶',
    'leaf',
    <>
      <path d="M12 52q0-40 40-40q0 40-40 40zM12 52l28-28" />
    </>,
  ),
  picture(
    'fish',
    'animals',
    '鱼',
    'fish',
    <>
      <path d="M8 32q20-20 40 0q-20 20-40 0zM48 32l10-10v20z" />
      <circle cx="18" cy="29" r="2" />
    </>,
  ),
  picture(
    'bird',
    'animals',
    '小鸟',
    'bird',
    <>
      <ellipse cx="30" cy="36" rx="16" ry="11" />
      <circle cx="44" cy="24" r="8" />
      <path d="M52 23l8 2-8 3M14 36l-8-6v12zM28 47v9M34 47v9" />
    </>,
  ),
  picture(
    'snail',
    'animals',
    '蜗牛',
    'snail',
    <>
      <circle cx="36" cy="30" r="14" />
      <path d="M36 30a4 4 0 1 1 4 4a8 8 0 1 1-8-8M6 46h52M10 46q-2-10 8-8M12 39l-4-12M17 38l1-12" />
    </>,
  ),
  picture(
    'butterfly',
    'animals',
    '蝴蝶',
    'butterfly',
    <>
      <path d="M32 30q-24-28-24 0q0 10 24 0zM32 30q24-28 24 0q0 10-24 0zM32 34q-18 20-12 22q8 2 12-22zM32 34q18 20 12 22q-8 2-12-22zM32 18v32M32 18l-6-9M32 18l6-9" />
    </>,
  ),
  picture(
    'apple',
    'food',
    '苹果',
    'apple',
    <>
      <path d="M32 20q-20-8-22 14q2 22 22 22q20 0 22-22q-2-22-22-14zM32 20q0-8 4-12M34 14q8-8 12-2q-6 6-12 2" />
    </>,
  ),
  picture(
    'pear',
    'food',
    '梨',
    'pear',
    <>
      <path d="M32 12q-6 0-6 14q-14 8-12 20q2 12 18 12q16 0 18-12q2-12-12-20q0-14-6-14zM32 12V5" />
    </>,
  ),
  picture(
    'mushroom',
    'food',
    '蘑菇',
    'mushroom',
    <>
      <path d="M8 34a24 20 0 0 1 48 0zM24 34v18h16V34" />
    </>,
  ),
  picture(
    'carrot',
    'food',
    '胡萝卜',
    'carrot',
    <>
      <path d="M18 22h28L32 58zM26 22l-4-14M32 22V6M38 22l4-14" />
    </>,
  ),
  picture(
    'cherry',
    'food',
    '樱桃',
    'cherries',
    <>
      <circle cx="20" cy="46" r="9" />
      <circle cx="44" cy="46" r="9" />
      <path d="M20 37q6-20 16-30M44 37q-2-18-8-30" />
    </>,
  ),
  picture(
    'car',
    'transport',
    '汽车',
    'car',
    <>
      <path d="M6 42V32l8-2 8-10h20l8 10 8 2v10z" />
      <circle cx="18" cy="44" r="6" />
      <circle cx="46" cy="44" r="6" />
    </>,
  ),
  picture(
    'boat',
    'transport',
    '小船',
    'boat',
    <>
      <path d="M6 40h52l-8 14H14zM32 40V8M32 10l18 26H32" />
    </>,
  ),
  picture(
    'bicycle',
    'transport',
    '自行车',
    'bicycle',
    <>
      <circle cx="16" cy="42" r="10" />
      <circle cx="48" cy="42" r="10" />
      <path d="M16 42l10-16h16l6 16M26 26l8 16H16M42 26l-2-8h6M24 22h6" />
    </>,
  ),
  picture(
    'house',
    'building',
    '房子',
    'house',
    <>
      <path d="M8 30l24-20 24 20M14 26v30h36V26M28 56V42h8v14" />
    </>,
  ),
];

export function pictureById(id: string): Picture | undefined {
  return PICTURES.find((item) => item.id === id);
}

/** A drawing, sized for the screen, named for screen readers only by the question around it. */
export function Drawing({ item, label }: { item: Picture; label: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
      className="size-40 text-foreground"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {item.drawing}
    </svg>
  );
}
