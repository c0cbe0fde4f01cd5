import * as client from 'openid-client';
import type { OidcConfig } from '../../platform/config';
import { ApiError } from '../../platform/http/api-error';

/**
 * The hospital's identity provider as this server talks to it: its configuration (discovered from
 * the issuer's `.well-known/openid-configuration`, with the signing keys the library fetches and
 * caches itself) and ours. Discovery is metadata, the same on every instance, so each keeps its
 * own copy; a failed discovery is not kept, the next sign-in tries again.
 */
export interface OidcProvider {
  settings: OidcConfig;
  /** The discovered configuration; rejects with 50310 when the provider does not answer. */
  configuration(): Promise<client.Configuration>;
}

/** Plain http only to a provider on this machine (development, tests); https everywhere else. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Seconds each request to the provider may take before the sign-in says it is unreachable. */
const providerTimeoutSeconds = 10;

export function oidcProvider(settings: OidcConfig): OidcProvider {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(settings.issuer);
  return {
    settings,
    configuration() {
      discovered ??= client
        .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
          timeout: providerTimeoutSeconds,
        })
        .catch((error: unknown) => {
          discovered = undefined;
          throw providerUnavailable(error);
        });
      return discovered;
    },
  };
}

/** 50310, keeping the library's error as the cause (logged by name, never by content). */
export function providerUnavailable(cause: unknown): ApiError {
  const error = new ApiError(50310);
  (error as Error).cause = cause;
  return error;
}
