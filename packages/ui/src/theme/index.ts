export {
  applyTheme,
  darkPreference,
  highContrastPreference,
  resolveTheme,
  watchContrastPreference,
  watchDarkPreference,
} from './apply-theme';
export type { FontScale, Theme, ThemeSettings } from './apply-theme';
export {
  clearThemeColor,
  contrastRatio,
  defaultThemeColor,
  isHexColor,
  normalizeHex,
  primaryRamp,
  primarySteps,
  setThemeColor,
  themeColorCss,
  themeColorTokens,
} from './theme-color';
export type { PrimaryStep, ThemeColorTokens } from './theme-color';
