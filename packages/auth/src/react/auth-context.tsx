import { createContext, use, useMemo, type ReactNode } from 'react';
import { authMessages, type AuthLocale, type AuthMessages } from '../messages';
import type { Auth } from '../session/create-auth';

interface AuthContextValue {
  auth: Auth | undefined;
  locale: AuthLocale;
}

/** Chinese is the product's first language: it applies when no provider is mounted. */
const AuthContext = createContext<AuthContextValue>({ auth: undefined, locale: 'zh-CN' });

export interface AuthProviderProps {
  /** The session from `createAuth`. */
  auth: Auth;
  /**
   * Language of the texts `@cep/auth/react` renders (pass `@cep/ui`'s `useLocale()`).
   * @default 'zh-CN'
   */
  locale?: AuthLocale;
  children?: ReactNode;
}

/** Makes the session available to `useSession`, `usePermission` and `<Can>` below it. */
export function AuthProvider({ auth, locale = 'zh-CN', children }: AuthProviderProps) {
  const value = useMemo(() => ({ auth, locale }), [auth, locale]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The session of the nearest `AuthProvider`; throws without one (a wiring mistake). */
export function useAuth(): Auth {
  const { auth } = use(AuthContext);
  if (!auth) throw new Error('useAuth(): no <AuthProvider> above this component.');
  return auth;
}

/**
 * The texts of `@cep/auth` in the provider's language (zh-CN without a provider), or in `locale`
 * when given.
 */
export function useAuthMessages(locale?: AuthLocale): AuthMessages {
  const fromProvider = use(AuthContext).locale;
  return authMessages[locale ?? fromProvider];
}
