export { FontSizeItems, FontSizeSelect } from './font-size-select';
export type { FontSizeSelectProps } from './font-size-select';
export { changeFontSize, fontSizes, useApplyFontScale } from './font-size';
export { fontSizeSelectMessages } from './messages';
export type { FontSizeSelectMessages } from './messages';
