import { cn, useMessages, type Locale } from '@cep/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { AvatarMenu } from './avatar-menu';
import { RouteBreadcrumb } from '../breadcrumb';
import { ContrastToggle } from './contrast-toggle';
import { ErrorLog } from '../error-log';
import { FontSizeSelect } from './font-size-select';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import { LanguageSwitch } from './language-switch';
import { RouteSearch } from '../route-search';
import { navbarMessages } from './messages';
import { NavbarMoreMenu } from './navbar-more-menu';

export interface NavbarProps {
  /** The language in force; with `onLocaleChange`, the navbar shows a language menu. The app owns it. */
  locale?: Locale | undefined;
  /** Called with the language the person picked. */
  onLocaleChange?: ((locale: Locale) => void) | undefined;
  /** `id` of the sidebar, for the hamburger's `aria-controls`. */
  sidebarId?: string | undefined;
  /** The app's own tools, after the error-log badge (e.g. a notifications bell). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The shell's top bar (spec §2), left to right: hamburger, breadcrumb, route search, error-log
 * badge, full screen, font size, high contrast, language and the avatar menu. It sizes itself
 * by its own width (a container query), not the window's: below 48rem the four display tools
 * fold into one "more" menu and the breadcrumb keeps only the current page, so it works at
 * 375 px and beside an open sidebar alike. Needs a `LayoutProvider` and a router above it.
 */
export function Navbar({ locale, onLocaleChange, sidebarId, actions, className }: NavbarProps) {
  const t = useMessages(navbarMessages);
  const { app } = useStores();
  const { sidebar } = useSnapshot(app.state);
  const withLanguage = locale !== undefined && onLocaleChange !== undefined;
  return (
    <header
      data-slot="navbar"
      aria-label={t.label}
      className={cn('@container/navbar border-b border-border bg-background', className)}
    >
      {/* 3.125rem = the original 50 px bar at the initial scale, in rem so it grows with the type. */}
      <div className="flex min-h-12.5 items-center gap-1 px-1 @xl/navbar:gap-2 @xl/navbar:px-2">
        <Hamburger isActive={sidebar.opened} onToggle={app.toggleSidebar} controls={sidebarId} />
        <RouteBreadcrumb className="flex-1" />
        <div data-slot="navbar-tools" className="flex shrink-0 items-center gap-0.5">
          <RouteSearch />
          <ErrorLog />
          {actions}
          <div className="flex items-center gap-0.5 @max-3xl/navbar:hidden">
            <FullscreenToggle />
            <FontSizeSelect />
            <ContrastToggle />
            {withLanguage && <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />}
          </div>
          <NavbarMoreMenu
            locale={locale}
            onLocaleChange={onLocaleChange}
            className="@3xl/navbar:hidden"
          />
          <AvatarMenu />
        </div>
      </div>
    </header>
  );
}
