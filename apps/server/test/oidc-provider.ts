import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/*
 * A real OpenID Provider on loopback for the tests (npm `oidc-provider`, certified): static
 * clients and accounts, a plain sign-in form of its own (username, password, 登录 / 取消), and
 * RP-initiated logout. No consent page: the first-party client is granted what it asks.
 * Used by the server tests (oidc.test.ts) and the Playwright flow (e2e/oidc.spec.ts).
 */

export interface ProviderAccount {
  /** `sub`. */
  id: string;
  username: string;
  password: string;
  name: string;
  groups: string[];
  occupationalNumber?: string;
  /** Refused by the provider itself (the hospital disabled the person there). */
  disabled?: boolean;
}

export const providerClient = { id: 'cep-console', secret: 'cep-console-secret-for-tests' };

/** The accounts every test provider has; tests add their own. */
export const defaultAccounts: ProviderAccount[] = [
  {
    id: 'sub-clinician',
    username: 'wang.yi',
    password: 'Idp@Pass1',
    name: '王医',
    groups: ['cep-clinicians', 'hospital-staff'],
  },
  {
    id: 'sub-admin',
    username: 'li.admin',
    password: 'Idp@Pass1',
    name: '李管理',
    groups: ['cep-admins'],
  },
  {
    id: 'sub-patient',
    username: 'zhao.patient',
    password: 'Idp@Pass1',
    name: '赵患者',
    groups: ['cep-patients'],
  },
  {
    id: 'sub-nogroup',
    username: 'qian.visitor',
    password: 'Idp@Pass1',
    name: '钱访客',
    groups: ['hospital-staff'],
  },
  {
    id: 'sub-disabled',
    username: 'sun.left',
    password: 'Idp@Pass1',
    name: '孙离职',
    groups: ['cep-clinicians'],
    disabled: true,
  },
];

/** The role map the tests configure our server with. */
export const testRoleMap = {
  'cep-admins': ['admin' as const],
  'cep-clinicians': ['doctor' as const],
  'cep-patients': ['patient' as const],
};

export interface TestProvider {
  /** `http://127.0.0.1:<port>`, the issuer. */
  issuer: string;
  accounts: ProviderAccount[];
  /** Adds an account (or replaces one of the same id). */
  addAccount(account: ProviderAccount): void;
  /** Stops answering (the provider "down"); `start()` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, error?: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>医院统一身份认证</title></head>
<body><main><h1>医院统一身份认证</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>用户名 <input name="username" autocomplete="username" required></label>
<label>密码 <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit" name="action" value="login">登录</button>
<button type="submit" name="action" value="cancel" formnovalidate>取消</button>
</form></main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts a provider on 127.0.0.1 (`port` 0 = any free one) whose client `cep-console` may send
 * people back to `redirectUris` and, after logout, to `postLogoutRedirectUris`.
 */
export async function startTestProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accounts?: ProviderAccount[];
  port?: number;
}): Promise<TestProvider> {
  const accounts = [...(options.accounts ?? defaultAccounts)];
  const find = (id: string) => accounts.find((a) => a.id === id);
  // Made once the server listens (the issuer names its port); requests come only after that.
  const made: { provider?: Provider } = {};

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const op = made.provider!;
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0]!);
    if (!match) return op.callback()(req, res);
    const details = await op.interactionDetails(req, res);
    if (details.prompt.name !== 'login') {
      // Consent is not asked (loadExistingGrant grants it); anything else is finished as is.
      return op.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    }
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(details.uid));
      return;
    }
    const form = await formOf(req);
    if (form.get('action') === 'cancel') {
      return op.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      });
    }
    const account = accounts.find(
      (a) => a.username === form.get('username') && a.password === form.get('password'),
    );
    if (!account) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(details.uid, '用户名或密码错误'));
      return;
    }
    if (account.disabled) {
      return op.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The account is disabled',
      });
    }
    return op.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  }

  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: providerClient.id,
        client_secret: providerClient.secret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // The profile and group claims in the ID token itself, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      groups: ['groups'],
      cep: ['occupational_number'],
    },
    scopes: ['openid', 'profile', 'groups', 'cep'],
    async findAccount(_ctx, id) {
      const account = find(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: account.name,
          preferred_username: account.username,
          groups: account.groups,
          ...(account.occupationalNumber
            ? { occupational_number: account.occupationalNumber }
            : {}),
        }),
      };
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid profile groups cep');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signs out at once (a real provider may ask first): the console's logout already asked.
        logoutSource(ctx, form) {
          ctx.body = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>退出统一身份认证</title></head><body>${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<script>document.getElementById('op.logoutForm').submit()</script></body></html>`;
        },
      },
    },
    cookies: { keys: ['cep-test-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  };
  const provider = new Provider(issuer, configuration);
  made.provider = provider;
  // Quiet: the provider reports refused requests (expected in these tests) as errors.
  provider.on('server_error', () => {});

  return {
    issuer,
    accounts,
    addAccount(account) {
      const index = accounts.findIndex((a) => a.id === account.id);
      if (index >= 0) accounts.splice(index, 1, account);
      else accounts.push(account);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
  };
}

/**
 * A browser's trip through the provider without a browser: follows redirects (keeping the
 * provider's cookies), fills its sign-in form with `person` (or presses 取消), and returns the
 * address the provider sends the person back to (our callback, with its query).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  person: { username: string; password: string } | 'cancel',
  returnTo: string,
  jar: Map<string, string> = new Map(),
): Promise<string> {
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(returnTo)) return url;
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keep(res);
    if (res.status === 200 && /\/interaction\//.test(url)) {
      await res.text();
      const form =
        person === 'cancel'
          ? new URLSearchParams({ action: 'cancel' })
          : new URLSearchParams({ ...person, action: 'login' });
      res = await fetch(`${url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
      });
      keep(res);
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`The provider answered ${res.status} at ${url}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects at the provider');
}
