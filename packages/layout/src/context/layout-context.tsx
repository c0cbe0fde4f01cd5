import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flattenRoutes, type FlatRoute } from '../routes/flatten-routes';
import type { LayoutRoute } from '../routes/layout-route';
import { captureGlobalErrors, type ErrorLogEntry } from '../state/error-log-store';
import { defaultIdleLimits, type IdleLimits } from '../state/idle-lock-store';
import { createLayoutStores } from '../state/layout-stores';
import { SeedStoresContext, StoresContext } from './stores-context';

/** Who is signed in, as the navbar shows it (spec §3 "User session"). */
export interface LayoutUser {
  /** Shown in the avatar menu and on the idle lock screen. */
  name: string;
  /** Image URL; empty → the name's initials. */
  avatar: string;
}

/** An icon of the menu: any component that draws an SVG at `1em` and takes a className. */
export type LayoutIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/**
 * What an app gives the shell. The shell never talks to a server: the menu, the user and every
 * action come from here, so any React 19 app with react-router 7 can use it.
 */
export interface LayoutProviderProps {
  /**
   * The menu: the route tree this person may see, already filtered by the app (e.g. by role). The
   * sidebar, tags view, breadcrumb and route search draw it; `hidden` routes are routable pages
   * (details) that are not listed; `meta.affix` pages are pinned tags. Paths as in
   * `LayoutRoute`. Keep the array stable between renders (it is flattened once per change).
   */
  routes: readonly LayoutRoute[];
  /** The signed-in person (avatar menu, lock screen). */
  user: LayoutUser;
  /**
   * The home page (spec §2): the first level of every breadcrumb and the avatar menu's 首页. The
   * app says which it is (the console: `@cep/contract`'s HOME_PATH); the shell knows no paths.
   */
  homePath: string;
  /** 退出系统 in the avatar menu: the app asks, signs out and navigates (e.g. `@cep/auth` logout). */
  onLogout: () => void;
  /**
   * 个人中心 in the avatar menu. The entry shows only when this is given: pass it for a user who
   * has a personal centre (the console: doctors and patients), leave it out for the others.
   */
  onOpenProfile?: (() => void) | undefined;
  /** 修改密码 in the avatar menu, shown when given; the app opens its change-password form. */
  onChangePassword?: (() => void) | undefined;
  /** 我的登录设备 in the avatar menu, shown when given; the app opens its list of sign-ins. */
  onOpenSessions?: (() => void) | undefined;
  /** 两步验证 in the avatar menu (issue 30), shown when given; the app opens its two-factor dialog. */
  onSecondFactor?: (() => void) | undefined;
  /**
   * 更换头像 in the avatar menu, shown when given (spec §5): receives a file that passed the type
   * (png, jpg, jpeg, bmp, gif) and size (< 2 MB) checks; resolves when the new avatar is saved.
   */
  onUploadAvatar?: ((file: File) => Promise<void>) | undefined;
  /** Menu, tab and breadcrumb title of a route (e.g. translated); default `meta.title`. */
  translateTitle?: ((route: FlatRoute) => string) | undefined;
  /**
   * Icons by `meta.icon` key, looked up before the shell's own (dashboard, brain, pulse, peoples,
   * setting, doctor, patient, nested, link, chart, table, …); an unknown key draws a neutral dot.
   */
  icons?: Readonly<Record<string, LayoutIcon>> | undefined;
  /** The product's name beside the logo and in its tooltip; default 认知增强平台 / its English name. */
  title?: string | undefined;
  /**
   * The mark at the top of the sidebar (decorative: the title names the link), drawn on the theme
   * colour in a 2 rem square; default the platform's brain icon. E.g. `<img src={logo} alt="" />`.
   */
  logo?: ReactNode;
  /**
   * The brand colour (hex, e.g. `'#0F7B6C'`): the theme colour until the person picks another in
   * the settings drawer (their choice is remembered and wins). @cep/ui computes its light-to-dark
   * ramp in the browser; high contrast always uses #000000.
   * @default '#409EFF'
   */
  themeColor?: string | undefined;
  /**
   * The idle lock's limits in minutes (an admin's setting on the app's server); a person's own
   * choice in the settings drawer is kept within them.
   * @default { min: 1, max: 60, default: 15 }
   */
  idleLimits?: IdleLimits | undefined;
  /**
   * Remember the person's choices in the browser (sidebar and font size in cookies, settings and
   * contrast in local storage, open tags in session storage). Turn it off for a second shell on
   * the same page or a test that must start clean. Read once, when the provider mounts.
   * @default true
   */
  persist?: boolean | undefined;
  /**
   * Log uncaught errors and unhandled rejections of the window into the error log (spec §8: in
   * production, e.g. `import.meta.env.PROD`) while the provider is mounted. A page's render error
   * is logged by `AppMain` either way.
   * @default false
   */
  captureErrors?: boolean | undefined;
  /** Called with each entry the error log gets, e.g. to send it to the app's server. */
  onError?: ((entry: ErrorLogEntry) => void) | undefined;
  children: ReactNode;
}

/** What `useLayout()` returns: the provider's props, resolved, plus the flattened routes. */
export interface LayoutContextValue extends Omit<
  LayoutProviderProps,
  'children' | 'idleLimits' | 'persist' | 'themeColor' | 'captureErrors' | 'onError'
> {
  /** Every route with its full path and parents, computed once per `routes`. */
  flatRoutes: readonly FlatRoute[];
  /** The title to show for a route (translateTitle, else meta.title, else ''). */
  titleOf: (route: FlatRoute) => string;
  idleLimits: IdleLimits;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

/**
 * Gives the shell its routes, user and actions, and holds its state (sidebar, settings, tags,
 * error log, idle lock, contrast choice): every part of the shell reads the nearest provider, so
 * two providers are two independent shells. Mount it inside the router, around `AppShell` (or
 * your own arrangement of the parts).
 */
export function LayoutProvider({
  children,
  routes,
  user,
  homePath,
  onLogout,
  onOpenProfile,
  onChangePassword,
  onOpenSessions,
  onSecondFactor,
  onUploadAvatar,
  translateTitle,
  icons,
  title,
  logo,
  themeColor,
  idleLimits = defaultIdleLimits,
  persist = true,
  captureErrors = false,
  onError,
}: LayoutProviderProps) {
  const seeded = useContext(SeedStoresContext);
  const [stores] = useState(() => seeded ?? createLayoutStores({ persist, themeColor }));
  const report = useEffectEvent((entry: ErrorLogEntry) => onError?.(entry));
  useEffect(() => stores.errorLog.onAdd(report), [stores]);
  useEffect(
    () => (captureErrors ? captureGlobalErrors(stores.errorLog) : undefined),
    [stores, captureErrors],
  );

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
      onOpenSessions,
      onSecondFactor,
      onUploadAvatar,
      translateTitle,
      icons,
      title,
      logo,
      idleLimits,
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
      onOpenSessions,
      onSecondFactor,
      onUploadAvatar,
      translateTitle,
      icons,
      title,
      logo,
      idleLimits,
    ],
  );
  return (
    <StoresContext.Provider value={stores}>
      <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>
    </StoresContext.Provider>
  );
}

/** The shell's routes, user and actions as the provider was given them; throws outside one. */
export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout() needs a <LayoutProvider> above it.');
  return value;
}
