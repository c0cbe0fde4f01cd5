import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  toast,
  useMessages,
  type Locale,
} from '@cep/ui';
import { Maximize, Minimize } from 'lucide-react';
import type { Ref } from 'react';
import { useThemePreference } from '../../hooks/layout-hooks';
import { FontSizeItems } from './font-size-select/font-size-select-part';
import { fullscreenToggleMessages, useFullscreen } from './fullscreen-toggle';
import { LanguageItems } from './language-switch/language-switch-part';
import type { MenuPartProps } from '../lazy-menu';
import { navbarMessages } from './messages';

export interface NavbarMoreMenuPartProps extends MenuPartProps {
  locale?: Locale | undefined;
  onLocaleChange?: ((locale: Locale) => void) | undefined;
}

/** The "more" menu itself (Radix), loaded on first use by `NavbarMoreMenu`. */
export function NavbarMoreMenuPart({
  trigger,
  triggerRef,
  locale,
  onLocaleChange,
}: NavbarMoreMenuPartProps) {
  const t = useMessages(navbarMessages);
  const fullscreenText = useMessages(fullscreenToggleMessages);
  const { highContrast, setContrastChoice } = useThemePreference();
  const fullscreen = useFullscreen();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" data-slot="navbar-more-menu">
        <FontSizeItems />
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={highContrast}
          onCheckedChange={(on) => setContrastChoice(on ? 'more' : 'normal')}
        >
          {t.highContrast}
        </DropdownMenuCheckboxItem>
        {locale && onLocaleChange && (
          <>
            <DropdownMenuSeparator />
            <LanguageItems locale={locale} onLocaleChange={onLocaleChange} />
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          inset
          onSelect={async () => {
            if (!(await fullscreen.toggle())) toast.warning(fullscreenText.unsupported);
          }}
        >
          {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          {fullscreen.active ? t.exitFullscreen : t.fullscreen}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
