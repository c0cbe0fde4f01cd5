import { loginForm } from '@cep/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The contract's `loginForm` (the rules the server applies) as a react-hook-form resolver. Its own
 * module, loaded after the sign-in page's first paint: zod is about 30 KB gzipped, more than the
 * form itself, and nobody needs it before they press 登录.
 */
export const loginResolver = zodResolver(loginForm);
