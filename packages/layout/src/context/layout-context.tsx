import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { flattenRoutes, type FlatRoute } from '../routes/flatten-routes';
import type { LayoutRoute } from '../routes/layout-route';

/** Who is signed in, as the navbar shows it (spec §3 "User session"). */
export interface LayoutUser {
  name: string;
  /** Image URL; empty → initials. */
  avatar: string;
}

/** An icon of the menu: any component that draws an SVG at `1em` and takes a className. */
export type LayoutIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface LayoutProviderProps {
  /** The permitted route tree (already filtered by role); hidden routes are skipped by the shell. */
  routes: readonly LayoutRoute[];
  user: LayoutUser;
  /**
   * The home page (spec §2): the first level of every breadcrumb and the avatar menu's 首页. The
   * app says which it is (the console: `@cep/contract`'s HOME_PATH); the shell knows no paths.
   */
  homePath: string;
  /** 退出系统 in the avatar menu: the app asks, signs out and navigates (e.g. `@cep/auth` logout). */
  onLogout: () => void;
  /**
   * 个人中心 in the avatar menu: given only for a user who has one (the app knows who: spec §6
   * doctors and patients); the app opens its dialog.
   */
  onOpenProfile?: (() => void) | undefined;
  /** 修改密码 in the avatar menu (every user); the app opens its change-password form. */
  onChangePassword?: (() => void) | undefined;
  /**
   * The navbar's image upload (spec §5): receives a file that passed the type and size checks;
   * resolves when the new avatar is saved. Absent → no upload entry.
   */
  onUploadAvatar?: ((file: File) => Promise<void>) | undefined;
  /** Menu, tab and breadcrumb title of a route (e.g. translated); default `meta.title`. */
  translateTitle?: ((route: FlatRoute) => string) | undefined;
  /** Icon set by `meta.icon` key; the shell has defaults for the platform's keys. */
  icons?: Readonly<Record<string, LayoutIcon>> | undefined;
  /** The platform's title next to the logo; default 认知增强平台 / its English name. */
  title?: string | undefined;
  children: ReactNode;
}

export interface LayoutContextValue extends Omit<LayoutProviderProps, 'children' | 'routes'> {
  routes: readonly LayoutRoute[];
  /** Every route with its full path and parents, computed once per `routes`. */
  flatRoutes: readonly FlatRoute[];
  /** The title to show for a route (translateTitle or meta.title or ''). */
  titleOf: (route: FlatRoute) => string;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

/** Gives the shell its routes, user and actions. Everything in the shell reads it. */
export function LayoutProvider({
  children,
  routes,
  user,
  homePath,
  onLogout,
  onOpenProfile,
  onChangePassword,
  onUploadAvatar,
  translateTitle,
  icons,
  title,
}: LayoutProviderProps) {
  const flatRoutes = useMemo(() => flattenRoutes(routes), [routes]);
  const value = useMemo<LayoutContextValue>(
    () => ({
      routes,
      flatRoutes,
      user,
      homePath,
      onLogout,
      onOpenProfile,
      onChangePassword,
      onUploadAvatar,
      translateTitle,
      icons,
      title,
      titleOf: (route) => translateTitle?.(route) ?? route.meta?.title ?? '',
    }),
    [
      routes,
      flatRoutes,
      user,
      homePath,
      onLogout,
      onOpenProfile,
      onChangePassword,
      onUploadAvatar,
      translateTitle,
      icons,
      title,
    ],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

/** The shell's routes, user and actions; throws outside a `LayoutProvider`. */
export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout() needs a <LayoutProvider> above it.');
  return value;
}
