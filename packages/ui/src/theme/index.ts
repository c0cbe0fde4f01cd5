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
  primarySteps,
  setDefaultThemeColor,
} from './theme-color-style';
export type { PrimaryStep, ThemeColorTokens } from './theme-color-style';
// The colour science (culori): also its own entry, `@cep/ui/theme-color`, to load on demand.
export { primaryRamp, setThemeColor, themeColorCss, themeColorTokens } from './theme-color';
