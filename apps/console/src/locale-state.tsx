import { LocaleProvider, type Locale } from '@cep/ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

const STORAGE_KEY = 'cep-locale';
const SetLocaleContext = createContext<(locale: Locale) => void>(() => {});

/** The language the user chose last (local storage), zh-CN by default. */
export function storedLocale(): Locale {
  return localStorage.getItem(STORAGE_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
}

/** The chosen language: remembered across visits, reflected in <html lang>, switchable without a reload. */
export function ConsoleLocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLocaleState(next);
  }, []);
  return (
    <SetLocaleContext.Provider value={setLocale}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </SetLocaleContext.Provider>
  );
}

export const useSetLocale = () => useContext(SetLocaleContext);
