import { IconButton, useMessages, type Locale } from '@cep/ui';
import { Languages } from 'lucide-react';
import { LazyMenu, lazyPart } from '../../lazy-menu';
import type { LanguageSwitchPartProps } from './language-switch-part';
import { languageSwitchMessages } from './messages';

/** The menu itself (Radix Menu) is loaded on first use, not with the shell. */
const languageSwitchPart = lazyPart<LanguageSwitchPartProps>(() =>
  import('./language-switch-part').then((module) => module.LanguageSwitchPart),
);

export interface LanguageSwitchProps {
  /** The language in force; the app owns it (e.g. its `LocaleProvider`). */
  locale: Locale;
  /** Called with the language the person picked. */
  onLocaleChange: (locale: Locale) => void;
  className?: string;
}

/** The navbar's language menu: 简体中文 / English, each written in its own language. */
export function LanguageSwitch({ locale, onLocaleChange, className }: LanguageSwitchProps) {
  const t = useMessages(languageSwitchMessages);
  return (
    <LazyMenu
      part={languageSwitchPart}
      locale={locale}
      onLocaleChange={onLocaleChange}
      trigger={
        <IconButton
          variant="ghost"
          label={t.label}
          data-slot="language-switch"
          className={className}
        >
          <Languages />
        </IconButton>
      }
    />
  );
}
