import type { Locale } from '@cep/ui';

export interface GoNoGoMessages {
  press: string;
  go: string;
  noGo: string;
}

export const goNoGoMessages: Record<Locale, GoNoGoMessages> = {
  'zh-CN': { press: '按', go: '绿色圆圈：按', noGo: '红色叉号：不要按' },
  'en-US': { press: 'Press', go: 'Green circle: press', noGo: 'Red cross: do not press' },
};
