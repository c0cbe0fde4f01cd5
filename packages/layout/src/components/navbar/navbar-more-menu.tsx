import { IconButton, useMessages, type Locale } from '@cep/ui';
import { Ellipsis } from 'lucide-react';
import { LazyMenu, lazyPart } from '../lazy-menu';
import { navbarMessages } from './messages';
import type { NavbarMoreMenuPartProps } from './navbar-more-menu-part';

/** The menu itself (Radix Menu) is loaded on first use, not with the shell. */
const navbarMoreMenuPart = lazyPart<NavbarMoreMenuPartProps>(() =>
  import('./navbar-more-menu-part').then((module) => module.NavbarMoreMenuPart),
);

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
  return (
    <LazyMenu
      part={navbarMoreMenuPart}
      locale={locale}
      onLocaleChange={onLocaleChange}
      trigger={
        <IconButton variant="ghost" label={t.more} data-slot="navbar-more" className={className}>
          <Ellipsis />
        </IconButton>
      }
    />
  );
}
