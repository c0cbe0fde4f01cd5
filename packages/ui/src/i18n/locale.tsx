import { createContext, use, type ReactNode } from 'react';

/** The languages the platform ships. */
export type Locale = 'zh-CN' | 'en-US';

/** Chinese is the product's first language: it applies when no provider is mounted. */
const LocaleContext = createContext<Locale>('zh-CN');

export interface LocaleProviderProps {
  /** Language of every `useMessages` call below this provider. */
  locale: Locale;
  children?: ReactNode;
}

/** Sets the language for the subtree. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The current language; `'zh-CN'` outside any `LocaleProvider`. */
export function useLocale(): Locale {
  return use(LocaleContext);
}

/**
 * Picks the messages of the current language from a package's catalog.
 * Typing the catalog as `Record<Locale, T>` makes a missing language a compile error.
 */
export function useMessages<T>(catalog: Record<Locale, T>): T {
  return catalog[useLocale()];
}
