import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
  useMessages,
  type Locale,
} from '@cep/ui';
import { Languages } from 'lucide-react';
import { languageSwitchMessages, localeNames, locales } from './messages';

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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton
          variant="ghost"
          label={t.label}
          data-slot="language-switch"
          className={className}
        >
          <Languages />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageItems locale={locale} onLocaleChange={onLocaleChange} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The label and radio rows, shared with the navbar's compact "more" menu. */
export function LanguageItems({ locale, onLocaleChange }: Omit<LanguageSwitchProps, 'className'>) {
  const t = useMessages(languageSwitchMessages);
  return (
    <>
      <DropdownMenuLabel inset>{t.label}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={locale}
        onValueChange={(value) => {
          if (value !== locale) onLocaleChange(value as Locale);
        }}
      >
        {locales.map((option) => (
          <DropdownMenuRadioItem key={option} value={option} lang={localeNames[option].lang}>
            {localeNames[option].name}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
