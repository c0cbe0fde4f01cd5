import type { Locale } from '@cep/ui';

export interface RotationMessages {
  question: string;
  left: string;
  right: string;
  answers: string;
  same: string;
  mirror: string;
  sameKeys: string;
  mirrorKeys: string;
}

export const rotationMessages: Record<Locale, RotationMessages> = {
  'zh-CN': {
    question: '右边的图形转回来，和左边的一样，还是左右相反？',
    left: '左边的图形',
    right: '右边的图形（转动过）',
    answers: '答案',
    same: '相同',
    mirror: '镜像',
    sameKeys: 'F 键或 ←',
    mirrorKeys: 'J 键或 →',
  },
  'en-US': {
    question: 'Turned back, is the right shape the same as the left one, or its mirror image?',
    left: 'Left shape',
    right: 'Right shape (turned)',
    answers: 'Answers',
    same: 'Same',
    mirror: 'Mirror',
    sameKeys: 'F or ←',
    mirrorKeys: 'J or →',
  },
};
