export { LanguageSwitch } from './language-switch';
export type { LanguageSwitchProps } from './language-switch';
