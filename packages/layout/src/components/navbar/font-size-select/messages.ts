import type { FontScale, Locale } from '@cep/ui';

export interface FontSizeSelectMessages {
  /** The menu's heading. */
  label: string;
  /** The menu button's name, with the size in force. */
  button: (size: string) => string;
  /** Spec §2: 默认 / 大号 / 中号 / 小号. */
  sizes: Record<FontScale, string>;
  /** Spec §2: 设置字体成功. */
  done: string;
}

export const fontSizeSelectMessages: Record<Locale, FontSizeSelectMessages> = {
  'zh-CN': {
    label: '字体大小',
    button: (size) => `字体大小：${size}`,
    sizes: { default: '默认', medium: '大号', small: '中号', mini: '小号' },
    done: '设置字体成功',
  },
  'en-US': {
    label: 'Font size',
    button: (size) => `Font size: ${size}`,
    sizes: { default: 'Default', medium: 'Large', small: 'Medium', mini: 'Small' },
    done: 'Font size set',
  },
};
