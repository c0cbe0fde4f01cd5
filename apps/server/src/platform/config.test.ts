import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'data'),
      dataDirIsDefault: true,
      databaseUrl: undefined,
      consoleDist: expect.stringMatching(/apps[/\\]console[/\\]dist$/),
      logLevel: 'info',
      tokenTtlMs: 7_200_000,
      sessionMaxAgeMs: 43_200_000,
      singleSession: false,
      redisUrl: undefined,
      corsOrigins: [],
      trustProxy: [],
      requestTimeoutMs: 30_000,
      rateLimitPerMinute: 300,
      liveConnections: { perAccount: 10, perAddress: 300 },
      passwordHashCost: 17,
      demo: true,
      adminPassword: undefined,
      secondFactorKey: undefined,
      stepUpWindowMs: 300_000,
      demoConfirmed: false,
      production: false,
      retention: { sessions: 30, clientErrors: 90, readAudit: 365, medicalRecordYears: 30 },
    });
    expect(path.isAbsolute(c.consoleDist)).toBe(true);
  });

  it('reads and resolves the variables', () => {
    const c = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/cep',
      DATABASE_URL: 'postgres://u@db:5432/cep',
      CONSOLE_DIST: '/srv/console',
      LOG_LEVEL: 'warn',
    });
    expect(c).toEqual({
      port: 0,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'var/cep'),
      dataDirIsDefault: false,
      databaseUrl: 'postgres://u@db:5432/cep',
      consoleDist: path.resolve('/srv/console'),
      logLevel: 'warn',
      tokenTtlMs: 7_200_000,
      sessionMaxAgeMs: 43_200_000,
      singleSession: false,
      redisUrl: undefined,
      corsOrigins: [],
      trustProxy: [],
      requestTimeoutMs: 30_000,
      rateLimitPerMinute: 300,
      liveConnections: { perAccount: 10, perAddress: 300 },
      passwordHashCost: 17,
      demo: true,
      adminPassword: undefined,
      secondFactorKey: undefined,
      stepUpWindowMs: 300_000,
      demoConfirmed: false,
      production: false,
      retention: { sessions: 30, clientErrors: 90, readAudit: 365, medicalRecordYears: 30 },
    });
  });

  it('opens to the network, confirms the demo and sets retention only when told', () => {
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        DEMO: '1',
        NODE_ENV: 'production',
        RETENTION_SESSIONS_DAYS: '7',
        RETENTION_CLIENT_ERRORS_DAYS: '14',
        RETENTION_READ_AUDIT_DAYS: '180',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      demo: true,
      demoConfirmed: true,
      production: true,
      retention: { sessions: 7, clientErrors: 14, readAudit: 180, medicalRecordYears: 30 },
    });
    expect(() => loadConfig({ RETENTION_READ_AUDIT_DAYS: '0' })).toThrow(
      /RETENTION_READ_AUDIT_DAYS="0": must be at least 1 day/,
    );
  });

  it('reads the limits: trusted proxies, request timeout, rate limit, password hash cost', () => {
    expect(
      loadConfig({
        TRUST_PROXY: ' 10.0.0.1, 10.9.0.0/16 ,fd00::/8',
        REQUEST_TIMEOUT: '45',
        RATE_LIMIT: '0',
        PASSWORD_HASH_COST: '12',
      }),
    ).toMatchObject({
      trustProxy: ['10.0.0.1', '10.9.0.0/16', 'fd00::/8'],
      requestTimeoutMs: 45_000,
      rateLimitPerMinute: 0,
      passwordHashCost: 12,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc": must be a number/],
    [{ PORT: '70000' }, /PORT="70000": must be between 0 and 65535/],
    [{ PORT: '1.5' }, /PORT="1.5": must be a whole number/],
    [{ DATABASE_URL: 'mysql://u:secret@x' }, /DATABASE_URL: must be a postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud": must be one of/],
    [{ TRUST_PROXY: '10.0.0.1,proxy.local' }, /TRUST_PROXY=.*: must be a comma-separated list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY=.*: must be a comma-separated list/],
    [{ REQUEST_TIMEOUT: '0' }, /REQUEST_TIMEOUT="0": must be between 1 and 600/],
    [{ RATE_LIMIT: '-1' }, /RATE_LIMIT="-1": must be 0/],
    [{ PASSWORD_HASH_COST: '9' }, /PASSWORD_HASH_COST="9": must be between 10 and 20/],
  ])('rejects %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the absolute session lifetime and refuses tokens that would outlive it', () => {
    expect(loadConfig({ SESSION_MAX_AGE: '60', TOKEN_TTL: '30' })).toMatchObject({
      sessionMaxAgeMs: 60_000,
      tokenTtlMs: 30_000,
    });
    expect(() => loadConfig({ SESSION_MAX_AGE: '3600' })).toThrow(
      /TOKEN_TTL="7200": must not exceed SESSION_MAX_AGE \(3600 seconds\)/,
    );
    expect(() => loadConfig({ SESSION_MAX_AGE: '2s' })).toThrow(/SESSION_MAX_AGE="2s"/);
    expect(() => loadConfig({ SESSION_MAX_AGE: '1' })).toThrow(/at least 5 seconds/);
  });

  it('serves metrics only when METRICS_PORT is set, and never echoes METRICS_TOKEN', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' })).toMatchObject({
      metricsPort: undefined,
      metricsToken: undefined,
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 's3cret' })).toMatchObject({
      metricsPort: 9464,
      metricsToken: 's3cret',
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT="70000"/);
    expect(() => loadConfig({ METRICS_PORT: 'x', METRICS_TOKEN: 's3cret' })).not.toThrow(/s3cret/);
  });

  it('never echoes the database URL (it may hold a password)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@x' })).not.toThrow(/secret/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'x' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  describe('OIDC sign-in', () => {
    const oidc = {
      OIDC_ISSUER: 'https://sso.hospital.cn/realms/cep',
      OIDC_CLIENT_ID: 'cep-console',
      OIDC_CLIENT_SECRET: 'oidc-s3cret',
      OIDC_PUBLIC_URL: 'https://cep.hospital.cn/',
      OIDC_ROLE_MAP: 'cep-admins:admin, cep-clinicians:doctor,cep-staff:doctor,cep-staff:admin',
    };

    it('is off without an issuer', () => {
      expect(loadConfig({}).oidc).toBeUndefined();
    });

    it('reads the provider, the public URL and the group → role map', () => {
      expect(loadConfig(oidc).oidc).toEqual({
        issuer: 'https://sso.hospital.cn/realms/cep',
        clientId: 'cep-console',
        clientSecret: 'oidc-s3cret',
        publicUrl: 'https://cep.hospital.cn',
        redirectUri: 'https://cep.hospital.cn/api/auth/oidc/callback',
        scopes: 'openid profile email',
        label: '',
        roleClaim: 'groups',
        roleMap: {
          'cep-admins': ['admin'],
          'cep-clinicians': ['doctor'],
          'cep-staff': ['doctor', 'admin'],
        },
        occupationalNumberClaim: undefined,
      });
    });

    it('names what is missing or wrong, never the secret', () => {
      expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
        /OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET[\s\S]*OIDC_PUBLIC_URL[\s\S]*OIDC_ROLE_MAP/,
      );
      expect(() => loadConfig({ ...oidc, OIDC_ROLE_MAP: 'cep-admins:root' })).toThrow(
        /OIDC_ROLE_MAP/,
      );
      expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://sso.hospital.cn' })).toThrow(
        /OIDC_ISSUER/,
      );
      expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
        'http://127.0.0.1:4000',
      );
      expect(() => loadConfig({ ...oidc, OIDC_ROLE_MAP: 'x', PORT: '-1' })).not.toThrow(
        /oidc-s3cret/,
      );
    });
  });

  it('reads the hospital’s FHIR identifier systems and refuses what is not a URI', () => {
    expect(
      loadConfig({
        FHIR_MRN_SYSTEM: 'urn:oid:1.2.156.112604.1.2.1',
        FHIR_ID_CARD_SYSTEM: 'https://his.hospital.cn/sid/id-card',
      }).fhirSystems,
    ).toEqual({
      medicalRecordNumber: 'urn:oid:1.2.156.112604.1.2.1',
      residentIdCard: 'https://his.hospital.cn/sid/id-card',
    });
    expect(loadConfig({}).fhirSystems).toBeUndefined();
    expect(() => loadConfig({ FHIR_MRN_SYSTEM: '病历号' })).toThrow(/FHIR_MRN_SYSTEM/);
    expect(() => loadConfig({ FHIR_ID_CARD_SYSTEM: 'urn:x:a|b' })).toThrow(/FHIR_ID_CARD_SYSTEM/);
  });
});
