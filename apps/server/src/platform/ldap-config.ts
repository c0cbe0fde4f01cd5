import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The hospital's directory (LDAP / Active Directory) for sign-in (issue 30): the LDAP_* variables
 * of docs/deploy.md, checked here so a server with a directory it could never use safely refuses
 * to start. A password is never sent in clear: ldaps://, or ldap:// with LDAP_START_TLS=true.
 */

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** A filter as RFC 4515 writes it: one parenthesized expression. */
const filterText = (placeholder: string) =>
  optionalText.refine(
    (v) => v === undefined || (/^\(.*\)$/s.test(v.trim()) && v.includes(placeholder)),
    `must be an LDAP filter in parentheses containing ${placeholder}`,
  );

/** The role keys a group may map to (contract's roleKey). */
const roleKeys = ['admin', 'doctor', 'patient'] as const;
export type DirectoryRole = (typeof roleKeys)[number];

export const ldapEnv = {
  /** ldaps://host:636 or ldap://host:389 (then LDAP_START_TLS=true is required). */
  LDAP_URL: optionalText.refine(
    (v) => v === undefined || /^ldaps?:\/\/[^/\s]+\/?$/i.test(v),
    'must be an ldaps:// or ldap:// URL of the directory server, e.g. ldaps://dc1.hospital.example:636',
  ),
  LDAP_START_TLS: optionalText.refine(
    (v) => v === undefined || ['1', 'true', '0', 'false'].includes(v),
    'must be true or false',
  ),
  /** PEM file of the CA(s) that signed the directory's certificate; unset = the system's CAs. */
  LDAP_CA_FILE: optionalText,
  LDAP_BIND_DN: optionalText,
  LDAP_BIND_PASSWORD: optionalText,
  LDAP_USER_BASE_DN: optionalText,
  LDAP_USER_FILTER: filterText('{username}'),
  LDAP_ID_ATTRIBUTE: optionalText,
  LDAP_NAME_ATTRIBUTE: optionalText,
  LDAP_OCCUPATIONAL_NUMBER_ATTRIBUTE: optionalText,
  LDAP_DISABLED_FILTER: filterText(''),
  LDAP_GROUP_ROLES: optionalText,
  LDAP_GROUP_BASE_DN: optionalText,
  LDAP_GROUP_FILTER: filterText('{dn}'),
  /** Seconds to connect and for each directory operation (default 5). */
  LDAP_TIMEOUT: z.preprocess(
    (v) => (v === undefined || v === '' ? 5 : v),
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be between 1 and 60 seconds')
      .max(60, 'must be between 1 and 60 seconds'),
  ),
};

export interface LdapConfig {
  /** The directory server, without path: ldaps://… or ldap://… (then `startTls` is true). */
  url: string;
  startTls: boolean;
  /** PEM text of the CAs to trust (LDAP_CA_FILE), or undefined for the system's. */
  ca: string | undefined;
  /** The service account that searches for people; unset = an anonymous search. */
  bind: { dn: string; password: string } | undefined;
  userBaseDn: string;
  /** With `{username}`, replaced by the typed name escaped per RFC 4515. */
  userFilter: string;
  /** The entry's stable id: entryUUID (OpenLDAP), objectGUID (AD). */
  idAttribute: string;
  nameAttribute: string;
  occupationalNumberAttribute: string | undefined;
  /** Matched against the person's own entry: a match is a disabled account. */
  disabledFilter: string | undefined;
  /** Group DN (lower case, no spaces after commas) → our role. */
  groupRoles: Array<{ groupDn: string; role: DirectoryRole }>;
  /** Set → groups are found by a search here with `groupFilter`; unset → the entry's memberOf. */
  groupSearch: { baseDn: string; filter: string } | undefined;
  timeoutMs: number;
}

type LdapEnv = z.infer<z.ZodObject<typeof ldapEnv>>;

/** A DN compared as the directory would: case and the blanks after separators do not matter. */
export function normalizeDn(dn: string): string {
  return dn
    .trim()
    .replace(/\s*([,=+])\s*/g, '$1')
    .toLowerCase();
}

/** `doctor:cn=doctors,ou=groups,dc=x;admin:cn=admins,…` → pairs; throws on a bad entry. */
function parseGroupRoles(text: string): LdapConfig['groupRoles'] {
  return text
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':');
      const role = entry.slice(0, colon).trim();
      const groupDn = entry.slice(colon + 1).trim();
      if (colon < 1 || !(roleKeys as readonly string[]).includes(role) || !groupDn.includes('=')) {
        throw new Error(
          `  LDAP_GROUP_ROLES: "${entry}" must be role:group DN with role one of ${roleKeys.join(', ')}`,
        );
      }
      return { role: role as DirectoryRole, groupDn: normalizeDn(groupDn) };
    });
}

/**
 * The directory's configuration, or undefined when LDAP_URL is unset. Throws an Error whose
 * message lists the problems, one `  NAME: reason` line each (config.ts wraps it).
 */
export function ldapConfig(e: LdapEnv): LdapConfig | undefined {
  if (!e.LDAP_URL) return undefined;
  const problems: string[] = [];
  const startTls = e.LDAP_START_TLS === '1' || e.LDAP_START_TLS === 'true';
  const secure = /^ldaps:/i.test(e.LDAP_URL);
  if (!secure && !startTls) {
    problems.push(
      `  LDAP_URL="${e.LDAP_URL}": ldap:// would send passwords in clear; use ldaps:// or set LDAP_START_TLS=true`,
    );
  }
  if (secure && startTls) {
    problems.push('  LDAP_START_TLS: StartTLS is for ldap:// URLs; ldaps:// is TLS already');
  }
  if (!e.LDAP_USER_BASE_DN) problems.push('  LDAP_USER_BASE_DN: required with LDAP_URL');
  if (!e.LDAP_GROUP_ROLES) problems.push('  LDAP_GROUP_ROLES: required with LDAP_URL');
  if ((e.LDAP_BIND_DN === undefined) !== (e.LDAP_BIND_PASSWORD === undefined)) {
    problems.push('  LDAP_BIND_DN / LDAP_BIND_PASSWORD: set both (a service account) or neither');
  }
  let ca: string | undefined;
  if (e.LDAP_CA_FILE) {
    try {
      ca = readFileSync(e.LDAP_CA_FILE, 'utf8');
    } catch {
      problems.push(`  LDAP_CA_FILE="${e.LDAP_CA_FILE}": cannot be read`);
    }
  }
  let groupRoles: LdapConfig['groupRoles'] = [];
  try {
    groupRoles = parseGroupRoles(e.LDAP_GROUP_ROLES ?? '');
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    url: e.LDAP_URL.replace(/\/$/, ''),
    startTls,
    ca,
    bind:
      e.LDAP_BIND_DN && e.LDAP_BIND_PASSWORD
        ? { dn: e.LDAP_BIND_DN, password: e.LDAP_BIND_PASSWORD }
        : undefined,
    userBaseDn: e.LDAP_USER_BASE_DN ?? '',
    userFilter: e.LDAP_USER_FILTER ?? '(uid={username})',
    idAttribute: e.LDAP_ID_ATTRIBUTE ?? 'entryUUID',
    nameAttribute: e.LDAP_NAME_ATTRIBUTE ?? 'cn',
    occupationalNumberAttribute: e.LDAP_OCCUPATIONAL_NUMBER_ATTRIBUTE,
    disabledFilter: e.LDAP_DISABLED_FILTER,
    groupRoles,
    groupSearch: e.LDAP_GROUP_BASE_DN
      ? {
          baseDn: e.LDAP_GROUP_BASE_DN,
          filter: e.LDAP_GROUP_FILTER ?? '(|(member={dn})(uniqueMember={dn}))',
        }
      : undefined,
    timeoutMs: e.LDAP_TIMEOUT * 1000,
  };
}
