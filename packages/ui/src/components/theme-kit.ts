// Public exports of this group of components; src/index.ts re-exports it.
// The culori-free theme modules only: the colour science (setThemeColor, the ramps) is the
// `@cep/ui/theme-color` entry, loaded on demand, so it never reaches an app's first load.
export { ColorPicker } from './color-picker';
export type { ColorPickerPreset, ColorPickerProps } from './color-picker';
export {
  applyTheme,
  darkPreference,
  highContrastPreference,
  resolveTheme,
  watchContrastPreference,
  watchDarkPreference,
} from '../theme/apply-theme';
export type { FontScale, Theme, ThemeSettings } from '../theme/apply-theme';
export {
  clearThemeColor,
  contrastRatio,
  defaultThemeColor,
  isHexColor,
  normalizeHex,
  setDefaultThemeColor,
} from '../theme/theme-color-style';
