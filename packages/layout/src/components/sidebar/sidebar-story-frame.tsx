import type { FontScale } from '@cep/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { LayoutProvider, type LayoutIcon, type LayoutUser } from '../../context/layout-context';
import type { LayoutRoute } from '../../routes/layout-route';
import { resetAppStore, type Device } from '../../state/app-store';
import { defaultSettings, resetSettingsStore } from '../../state/settings-store';
import { homePath } from '../../testing/fixtures';

/** The start state of a story: stores set as the story needs them, not as the last story left them. */
export function resetShellStores({
  opened = true,
  device = 'desktop',
  sidebarLogo = true,
  tagsView = true,
  fixedHeader = false,
  size = 'medium',
}: {
  opened?: boolean;
  device?: Device;
  sidebarLogo?: boolean;
  tagsView?: boolean;
  fixedHeader?: boolean;
  size?: FontScale;
} = {}) {
  resetAppStore({
    sidebar: { opened, withoutAnimation: false },
    device,
    size,
  });
  resetSettingsStore({ ...defaultSettings, sidebarLogo, tagsView, fixedHeader });
}

/** Shows the router's location, so a story can check where a click or a key led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <p className="text-sm text-muted-foreground">
      <span>当前地址 / Location: </span>
      <output data-testid="location">{pathname}</output>
    </p>
  );
}

export interface SidebarStoryFrameProps {
  routes: readonly LayoutRoute[];
  user: LayoutUser;
  /** The page the story starts on. */
  path: string;
  icons?: Readonly<Record<string, LayoutIcon>>;
  children: ReactNode;
}

/** A memory router and a LayoutProvider around a story, as an app would set them up. */
export function SidebarStoryFrame({ routes, user, path, icons, children }: SidebarStoryFrameProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LayoutProvider
        routes={routes}
        user={user}
        homePath={homePath}
        icons={icons}
        onLogout={() => {}}
      >
        {children}
      </LayoutProvider>
    </MemoryRouter>
  );
}
