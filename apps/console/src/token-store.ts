import { cookieTokenStore } from '@cep/auth';

/**
 * The console's token store (cookie Admin-Token, expiry in session storage): its own module so
 * the session (session.ts) and the API client (api-client.ts, which session.ts loads on first use)
 * both use it without importing each other.
 */
export const tokenStore = cookieTokenStore();
