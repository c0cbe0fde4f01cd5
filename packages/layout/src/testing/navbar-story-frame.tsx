/// <reference types="vite/client" />
import { LocaleProvider, Toaster, toast, type Locale } from '@cep/ui';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { LayoutProviderProps } from '../context/layout-context';
import { adminRoutes, doctorUser, homePath } from './fixtures';
import { freshStores, StoryLayoutProvider } from './story-stores';

/*
 * What the navbar's stories share: a memory router, a LayoutProvider with sample routes and a
 * user, a toaster, and the stores put back to a known start (the last story may have left a font
 * size in the cookie or a contrast choice in local storage).
 */

/** The stores as a fresh visit finds them: sidebar open, 大号, no contrast choice, no errors. */
export function resetNavbarStores(): void {
  freshStores();
  toast.dismiss();
}

/** Leaves full screen if a story (or a failed one) left the page there: each story starts out of it. */
export async function leaveFullscreen(): Promise<void> {
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => {});
}

/** Shows the router's location, so a play function can check where a click or a key led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      <span>当前地址 / Location: </span>
      <output data-testid="location">{pathname}</output>
    </p>
  );
}

export interface NavbarStoryFrameProps extends Partial<Omit<LayoutProviderProps, 'children'>> {
  /** The page the story starts on. */
  path?: string;
  /** Width of the frame in px (375 for a phone); full width without it. */
  width?: number;
  children: ReactNode;
}

/** A router, a LayoutProvider and a toaster around a story, as an app sets them up. */
export function NavbarStoryFrame({
  path = '/dashboard',
  width,
  routes = adminRoutes,
  user = doctorUser,
  onLogout = () => {},
  children,
  ...actions
}: NavbarStoryFrameProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <StoryLayoutProvider
        routes={routes}
        user={user}
        homePath={homePath}
        onLogout={onLogout}
        {...actions}
      >
        <div data-testid="frame" style={width ? { width } : undefined}>
          {children}
        </div>
        <LocationProbe />
        <Toaster />
      </StoryLayoutProvider>
    </MemoryRouter>
  );
}

/** Holds the locale like an app does (the console's ConsoleLocaleProvider), for language stories. */
export function WithLocale({
  initial = 'zh-CN',
  onChange,
  children,
}: {
  initial?: Locale;
  onChange?: (locale: Locale) => void;
  children: (locale: Locale, setLocale: (locale: Locale) => void) => ReactNode;
}) {
  const [locale, setLocale] = useState<Locale>(initial);
  const change = (next: Locale) => {
    setLocale(next);
    onChange?.(next);
  };
  return <LocaleProvider locale={locale}>{children(locale, change)}</LocaleProvider>;
}

/**
 * Real input events where the story runs as a test: the Fullscreen API and file pickers need
 * a real user gesture, which synthetic events do not give. In the Storybook UI, the usual ones.
 */
export async function realUserEvent() {
  if (import.meta.env.VITEST_STORYBOOK !== undefined) {
    return (await import('vitest/browser')).userEvent;
  }
  return (await import('storybook/test')).userEvent;
}
