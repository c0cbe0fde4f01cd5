import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  toast,
  useMessages,
  type Locale,
} from '@cep/ui';
import { Ellipsis, Maximize, Minimize } from 'lucide-react';
import { useThemePreference } from '../../hooks/layout-hooks';
import { FontSizeItems } from '../font-size-select';
import { fullscreenToggleMessages, useFullscreen } from '../fullscreen-toggle';
import { LanguageItems } from '../language-switch';
import { navbarMessages } from './messages';

export interface NavbarMoreMenuProps {
  locale?: Locale | undefined;
  onLocaleChange?: ((locale: Locale) => void) | undefined;
  className?: string;
}

/**
 * The narrow navbar's secondary tools in one menu (at 375 px there is no room for five buttons):
 * font size, high contrast, language and full screen, each doing what its own button does.
 */
export function NavbarMoreMenu({ locale, onLocaleChange, className }: NavbarMoreMenuProps) {
  const t = useMessages(navbarMessages);
  const fullscreenText = useMessages(fullscreenToggleMessages);
  const { highContrast, setContrastChoice } = useThemePreference();
  const fullscreen = useFullscreen();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton variant="ghost" label={t.more} data-slot="navbar-more" className={className}>
          <Ellipsis />
        </IconButton>
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
