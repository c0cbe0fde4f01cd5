import type { FontScale } from '@cep/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { LayoutIcon, LayoutUser } from '../../context/layout-context';
import type { LayoutRoute } from '../../routes/layout-route';
import type { Device } from '../../state/app-store';
import { homePath } from '../../testing/fixtures';
import { freshStores, StoryLayoutProvider } from '../../testing/story-stores';

/** The start state of a story: fresh stores set as the story needs them (a new visitor otherwise). */
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
  return freshStores({
    initial: {
      app: { sidebar: { opened, withoutAnimation: false }, device, size },
      settings: { sidebarLogo, tagsView, fixedHeader },
    },
  });
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
      <StoryLayoutProvider
        routes={routes}
        user={user}
        homePath={homePath}
        icons={icons}
        onLogout={() => {}}
      >
        {children}
      </StoryLayoutProvider>
    </MemoryRouter>
  );
}
