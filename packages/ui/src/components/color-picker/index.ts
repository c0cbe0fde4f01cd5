export { ColorPicker } from './color-picker';
export type { ColorPickerProps } from './color-picker';
export { colorPickerMessages } from './messages';
export type { ColorPickerMessages, ColorPickerPreset } from './messages';
