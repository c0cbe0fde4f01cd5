import type { RoleKey } from '@cep/contract';
import type { OidcConfig } from '../../platform/config';
import type { ExternalPerson } from '../external/provision';

/** The checked ID token's claims (the library verified issuer, audience, nonce, expiry, signature). */
export type Claims = Record<string, unknown>;

function textClaim(claims: Claims, name: string): string | undefined {
  const value = claims[name];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The role claim as a list: providers send groups as an array, some a single string. */
function groupsOf(claims: Claims, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** Our roles for the provider's groups (OIDC_ROLE_MAP); a group not in the map gives none. */
export function mapRoles(claims: Claims, settings: Pick<OidcConfig, 'roleClaim' | 'roleMap'>) {
  const roles = new Set<RoleKey>();
  for (const group of groupsOf(claims, settings.roleClaim)) {
    for (const role of Object.hasOwn(settings.roleMap, group) ? settings.roleMap[group]! : []) {
      roles.add(role);
    }
  }
  return [...roles].sort();
}

/** The person the provider vouched for, as provisionExternalUser takes it. */
export function personFrom(claims: Claims, settings: OidcConfig): ExternalPerson {
  const subject = textClaim(claims, 'sub') ?? '';
  const username = (textClaim(claims, 'preferred_username') ?? subject).slice(0, 56);
  return {
    provider: 'oidc',
    subject,
    username,
    name: (textClaim(claims, 'name') ?? username).slice(0, 64),
    roles: mapRoles(claims, settings),
    occupationalNumber: settings.occupationalNumberClaim
      ? textClaim(claims, settings.occupationalNumberClaim)
      : undefined,
  };
}
