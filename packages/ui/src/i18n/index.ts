export { LocaleProvider, useLocale, useMessages } from './locale';
export type { Locale, LocaleProviderProps } from './locale';
