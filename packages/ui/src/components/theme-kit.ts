// Public exports of this group of components; src/index.ts re-exports it.
// '../theme/index', not '../theme': esbuild (tsup) would resolve that to ../theme.css.
export { ColorPicker } from './color-picker';
export type { ColorPickerPreset, ColorPickerProps } from './color-picker';
export {
  applyTheme,
  darkPreference,
  clearThemeColor,
  contrastRatio,
  defaultThemeColor,
  highContrastPreference,
  isHexColor,
  normalizeHex,
  resolveTheme,
  setDefaultThemeColor,
  setThemeColor,
  watchContrastPreference,
  watchDarkPreference,
} from '../theme/index';
export type { FontScale, Theme, ThemeSettings } from '../theme/index';
