import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  useMessages,
  type Locale,
} from '@cep/ui';
import type { Ref } from 'react';
import type { MenuPartProps } from '../../lazy-menu';
import { languageSwitchMessages, localeNames, locales } from './messages';

interface LanguageChoice {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

export type LanguageSwitchPartProps = LanguageChoice & MenuPartProps;

/** The language menu itself (Radix), loaded on first use by `LanguageSwitch`. */
export function LanguageSwitchPart({ trigger, triggerRef, ...choice }: LanguageSwitchPartProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageItems {...choice} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The label and radio rows, shared with the navbar's compact "more" menu. */
export function LanguageItems({ locale, onLocaleChange }: LanguageChoice) {
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
