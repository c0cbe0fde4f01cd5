import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { FastifyBaseLogger } from 'fastify';
import type { DirectoryRole, LdapConfig } from '../../platform/ldap-config';
import { normalizeDn } from '../../platform/ldap-config';
import { ApiError } from '../../platform/http/api-error';
import { escapeFilterBytes, fillFilter } from './filter';

/**
 * The hospital's directory (LDAP / Active Directory), asked by the login form and by the idle
 * lock's unlock. Each question opens its own connection (TLS: ldaps:// or StartTLS before any
 * bind), searches as the service account, binds as the person with the typed password, and
 * closes: no password is kept, here or in our database.
 */

export interface DirectoryPerson {
  dn: string;
  /** entryUUID / objectGUID (hex), or the DN when the entry has no such attribute. */
  subject: string;
  name: string;
  roles: DirectoryRole[];
  occupationalNumber: string | undefined;
}

export type DirectoryVerdict =
  | { outcome: 'valid'; person: DirectoryPerson }
  | { outcome: 'invalid' }
  /** The directory marks the account disabled (LDAP_DISABLED_FILTER matched its entry). */
  | { outcome: 'disabled' };

export interface Directory {
  /** The person `username` signs in with `password`. Directory down → ApiError 50320. */
  signIn(username: string, password: string, log: FastifyBaseLogger): Promise<DirectoryVerdict>;
  /** Is `password` the password of the person whose entry has `subject` (the idle-lock unlock). */
  checkPassword(
    subject: string,
    password: string,
    log: FastifyBaseLogger,
  ): Promise<DirectoryVerdict>;
}

/** AD's objectGUID is 16 raw bytes: kept as hex in user_identities.subject. */
const binaryIds = new Set(['objectguid']);

/** An attribute's values as text, whatever case the server spelled its name in. */
function values(entry: Entry, name: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const raw = key === undefined ? [] : entry[key];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map((v) => (Buffer.isBuffer(v) ? v.toString('hex') : String(v)));
}

function unavailable(log: FastifyBaseLogger, error: unknown): ApiError {
  // ldapts' errors name the operation and the server's answer, never the password.
  log.error({ err: error }, 'directory (LDAP) unavailable');
  return new ApiError(50320);
}

export function createDirectory(config: LdapConfig): Directory {
  const idIsBinary = binaryIds.has(config.idAttribute.toLowerCase());
  const attributes = [
    config.idAttribute,
    config.nameAttribute,
    'memberOf',
    ...(config.occupationalNumberAttribute ? [config.occupationalNumberAttribute] : []),
  ];

  /** Runs `work` on a fresh TLS connection bound as the service account; always closes it. */
  async function withConnection<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const tlsOptions = config.ca ? { ca: config.ca } : {};
    // ldapts takes the constructor's tlsOptions as "connect with TLS": given for ldaps:// only,
    // StartTLS gets them at the upgrade.
    const client = new Client({
      url: config.url,
      timeout: config.timeoutMs,
      connectTimeout: config.timeoutMs,
      ...(config.startTls ? {} : { tlsOptions }),
    });
    try {
      if (config.startTls) await client.startTLS(tlsOptions);
      if (config.bind) await client.bind(config.bind.dn, config.bind.password);
      return await work(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  async function findOne(client: Client, filter: string): Promise<Entry | undefined> {
    const { searchEntries } = await client.search(config.userBaseDn, {
      scope: 'sub',
      filter,
      attributes,
      sizeLimit: 2,
      explicitBufferAttributes: idIsBinary ? [config.idAttribute] : [],
    });
    // Two entries for one name: the filter is too wide; sign in neither rather than guess.
    return searchEntries.length === 1 ? searchEntries[0] : undefined;
  }

  async function isDisabled(client: Client, dn: string): Promise<boolean> {
    if (!config.disabledFilter) return false;
    const { searchEntries } = await client.search(dn, {
      scope: 'base',
      filter: config.disabledFilter,
      attributes: ['1.1'],
    });
    return searchEntries.length > 0;
  }

  async function groupsOf(client: Client, entry: Entry): Promise<string[]> {
    if (!config.groupSearch) return values(entry, 'memberOf');
    const { searchEntries } = await client.search(config.groupSearch.baseDn, {
      scope: 'sub',
      filter: fillFilter(config.groupSearch.filter, { dn: entry.dn }),
      attributes: ['1.1'],
    });
    return searchEntries.map((group) => group.dn);
  }

  function rolesOf(groups: string[]): DirectoryRole[] {
    const mine = new Set(groups.map(normalizeDn));
    return [...new Set(config.groupRoles.filter((g) => mine.has(g.groupDn)).map((g) => g.role))];
  }

  /** The entry found by `filter`, checked (disabled?) and proved by a bind with `password`. */
  async function verify(
    filter: string,
    password: string,
    log: FastifyBaseLogger,
  ): Promise<DirectoryVerdict> {
    // An empty password would make an "unauthenticated bind", which succeeds: never a proof.
    if (password === '') return { outcome: 'invalid' };
    try {
      return await withConnection(async (client) => {
        const entry = await findOne(client, filter);
        if (!entry) return { outcome: 'invalid' } as const;
        if (await isDisabled(client, entry.dn)) return { outcome: 'disabled' } as const;
        const groups = await groupsOf(client, entry);
        try {
          await client.bind(entry.dn, password);
        } catch (error) {
          if (error instanceof InvalidCredentialsError) return { outcome: 'invalid' } as const;
          throw error;
        }
        const person: DirectoryPerson = {
          dn: entry.dn,
          subject: values(entry, config.idAttribute)[0] ?? normalizeDn(entry.dn),
          name: values(entry, config.nameAttribute)[0] ?? '',
          roles: rolesOf(groups),
          occupationalNumber: config.occupationalNumberAttribute
            ? values(entry, config.occupationalNumberAttribute)[0]
            : undefined,
        };
        return { outcome: 'valid', person } as const;
      });
    } catch (error) {
      throw unavailable(log, error);
    }
  }

  return {
    signIn: (username, password, log) =>
      verify(fillFilter(config.userFilter, { username }), password, log),
    checkPassword: (subject, password, log) => {
      const value = idIsBinary
        ? escapeFilterBytes(Buffer.from(subject, 'hex'))
        : fillFilter('{id}', { id: subject });
      // A subject that is a DN (the entry had no id attribute): found by the DN's own entry.
      const filter = subject.includes('=')
        ? `(entryDN=${fillFilter('{dn}', { dn: subject })})`
        : `(${config.idAttribute}=${value})`;
      return verify(filter, password, log);
    },
  };
}
