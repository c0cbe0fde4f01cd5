export { Button, buttonVariants } from './components/button';
export type { ButtonProps } from './components/button';
export { cn } from './lib/cn';
export { LocaleProvider, useLocale, useMessages } from './i18n';
export type { Locale, LocaleProviderProps } from './i18n';
