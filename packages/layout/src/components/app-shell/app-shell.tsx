import { cn, type Locale } from '@cep/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { useShellEnvironment } from '../../hooks/layout-hooks';
import { AppMain, TagsView } from '../visited-views';
import { Navbar } from '../navbar';
import { SettingsButton } from '../settings-drawer/settings-button';
import { SettingsDrawer } from '../settings-drawer/settings-drawer';
import { Sidebar, SIDEBAR_ID } from '../sidebar';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

export interface AppShellProps {
  /**
   * The page area's content. Without it the shell shows the route's element (`AppMain`: the
   * layout route's outlet, pages kept alive per tag); with it, the content inside a `<main>`.
   */
  children?: ReactNode;
  /** The language in force; with `onLocaleChange`, the navbar offers a language menu. */
  locale?: Locale | undefined;
  /** Called with the language the person picked; the app owns the locale. */
  onLocaleChange?: ((locale: Locale) => void) | undefined;
  /**
   * Where the app mounts `RedirectView` (`{redirectPath}/*`), for the tags view's Refresh.
   * @default '/redirect'
   */
  redirectPath?: string;
  /**
   * Writes the high-contrast preference (`data-theme`) and the settings' theme colour onto the
   * page. Turn it off when the host owns the theme (Storybook's toolbar, an app's own switch).
   * The font scale is always applied: the navbar's font size selector is the shell's.
   * @default true
   */
  applyTheme?: boolean;
  /** The app's own tools in the navbar, before the display tools (e.g. a notifications bell). */
  navbarActions?: ReactNode;
  /**
   * The app's own part at the foot of the settings drawer, e.g. the build's version and commit
   * (an "about" place a support call can read out). Mounted only while the drawer is open.
   */
  settingsFooter?: ReactNode;
  className?: string;
}

/**
 * The whole app shell (spec §2 Layout): a skip link, the sidebar, and a column with the navbar,
 * the tags view (when the setting `tagsView` is on) and the page; the header sticks to the top
 * with the setting `fixedHeader`; the settings drawer opens from a button at the bottom right.
 * It keeps the device true to the window and applies the font scale on start and on every change
 * (`useShellEnvironment`). The route search, the settings drawer and the error log's dialog load
 * the first time they open. Mount it as the element of the layout route, inside a
 * `LayoutProvider` and a react-router data router; or arrange the same parts yourself.
 * @selector [data-device="desktop"|"mobile"]
 * @selector [data-sidebar="open"|"collapsed"]
 */
export function AppShell({
  children,
  locale,
  onLocaleChange,
  redirectPath = '/redirect',
  applyTheme = true,
  navbarActions,
  settingsFooter,
  className,
}: AppShellProps) {
  const device = useShellEnvironment({ applyTheme });
  const stores = useStores();
  const { sidebar } = useSnapshot(stores.app.state);
  const { fixedHeader, tagsView } = useSnapshot(stores.settings.state);

  return (
    <div
      data-slot="app-shell"
      data-device={device}
      data-sidebar={sidebar.opened ? 'open' : 'collapsed'}
      className={cn('flex min-h-dvh bg-background text-foreground', className)}
    >
      <SkipLink target={MAIN_CONTENT_ID} />
      <Sidebar id={SIDEBAR_ID} />
      <div data-slot="app-shell-column" className="flex min-w-0 flex-1 flex-col">
        <div
          data-slot="app-shell-header"
          data-fixed={fixedHeader ? '' : undefined}
          className={cn('bg-background', fixedHeader && 'sticky top-0 z-20 shadow-sm')}
        >
          <Navbar
            sidebarId={SIDEBAR_ID}
            locale={locale}
            onLocaleChange={onLocaleChange}
            actions={navbarActions}
          />
          {tagsView && <TagsView redirectPath={redirectPath} />}
        </div>
        {children === undefined ? (
          <AppMain />
        ) : (
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            data-slot="app-main"
            className="relative min-w-0 flex-1 p-4 outline-none"
          >
            {children}
          </main>
        )}
      </div>
      <SettingsButton
        variant="default"
        size="lg"
        className="fixed right-4 bottom-4 z-30 shadow-md"
      />
      <SettingsDrawer footer={settingsFooter} />
    </div>
  );
}
