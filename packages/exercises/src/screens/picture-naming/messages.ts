import type { Locale } from '@cep/ui';

export interface PictureNamingMessages {
  name: string;
  picture: string;
  odd: string;
}

export const pictureNamingMessages: Record<Locale, PictureNamingMessages> = {
  'zh-CN': {
    name: '这幅图画的是什么？',
    picture: '一幅图画',
    odd: '下面哪个词和其他三个不是同一类？',
  },
  'en-US': {
    name: 'What is this a drawing of?',
    picture: 'A drawing',
    odd: 'Which word does not belong with the other three?',
  },
};
