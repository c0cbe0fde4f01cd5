import type { Locale } from '../../i18n';

export interface ColorPickerPreset {
  /** `#RRGGBB`. */
  value: string;
  /** Name read after the value, e.g. `默认蓝`. */
  name: string;
}

export interface ColorPickerMessages {
  /** Name of the swatch group. */
  presetsLabel: string;
  /** Label of the free hex input. */
  customLabel: string;
  /** Shown when the typed value is not #RGB / #RRGGBB. */
  invalid: string;
  /** The spec default #409EFF first, then calm clinical colours. */
  presets: ColorPickerPreset[];
}

const values = [
  '#409EFF',
  '#1890FF',
  '#0E7C86',
  '#3A7D44',
  '#4A6FA5',
  '#6B5CA5',
  '#5F7D95',
  '#A0522D',
];

function presets(names: string[]): ColorPickerPreset[] {
  return values.map((value, i) => ({ value, name: names[i] ?? value }));
}

export const colorPickerMessages: Record<Locale, ColorPickerMessages> = {
  'zh-CN': {
    presetsLabel: '预设主题色',
    customLabel: '自定义颜色',
    invalid: '请输入有效的颜色值，例如 #409EFF',
    presets: presets([
      '默认蓝',
      '拂晓蓝',
      '湖水青',
      '松石绿',
      '静谧蓝',
      '薰衣草紫',
      '石板灰蓝',
      '赭石棕',
    ]),
  },
  'en-US': {
    presetsLabel: 'Preset theme colours',
    customLabel: 'Custom colour',
    invalid: 'Enter a valid colour, e.g. #409EFF',
    presets: presets([
      'Default blue',
      'Daybreak blue',
      'Lake teal',
      'Pine green',
      'Calm blue',
      'Lavender',
      'Slate blue',
      'Sienna',
    ]),
  },
};
