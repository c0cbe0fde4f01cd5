// Public exports of this group of components; src/index.ts re-exports it.
// '../theme/index', not '../theme': esbuild (tsup) would resolve that to ../theme.css.
export { ColorPicker, colorPickerMessages } from './color-picker';
export type { ColorPickerMessages, ColorPickerPreset, ColorPickerProps } from './color-picker';
export {
  applyTheme,
  darkPreference,
  clearThemeColor,
  contrastRatio,
  defaultThemeColor,
  highContrastPreference,
  isHexColor,
  normalizeHex,
  primaryRamp,
  primarySteps,
  resolveTheme,
  setDefaultThemeColor,
  setThemeColor,
  themeColorCss,
  themeColorTokens,
  watchContrastPreference,
  watchDarkPreference,
} from '../theme/index';
export type {
  FontScale,
  PrimaryStep,
  Theme,
  ThemeColorTokens,
  ThemeSettings,
} from '../theme/index';
