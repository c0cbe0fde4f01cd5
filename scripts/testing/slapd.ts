import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, listening } from './ports';

/**
 * A real OpenLDAP (Debian's slapd) for the directory sign-in tests (server tests and Playwright):
 * its own config, database, certificates and pid in a temp folder, listening on free loopback
 * ports (ldap:// for StartTLS, ldaps://), so it runs as any user and beside a system slapd. The
 * certificate is signed by a CA made here with openssl; the server trusts that CA through
 * LDAP_CA_FILE, as a hospital's would.
 *
 * The directory (dc=cep,dc=test) holds a service account that may search, the people of
 * `testPeople` and three groups. The memberof overlay keeps each person's `memberOf`; the ppolicy
 * overlay gives `pwdAccountLockedTime`, the lock OpenLDAP's password policy sets on an account.
 */

const slapdBinary = process.env.SLAPD_PATH ?? '/usr/sbin/slapd';
/** How long slapd may take to listen: a cap against a hang, not a speed test. */
const READY_CAP_MS = 20_000;

export const baseDn = 'dc=cep,dc=test';
export const serviceDn = `cn=reader,ou=services,${baseDn}`;
export const servicePassword = 'reader-secret-42';
const rootDn = `cn=admin,${baseDn}`;
const rootPassword = 'root-secret-42';

export const groupDns = {
  doctors: `cn=doctors,ou=groups,${baseDn}`,
  admins: `cn=admins,ou=groups,${baseDn}`,
  nurses: `cn=nurses,ou=groups,${baseDn}`,
} as const;

export interface TestPerson {
  uid: string;
  name: string;
  password: string;
  groups: Array<keyof typeof groupDns>;
  /** 执业证号 in employeeNumber. */
  occupationalNumber?: string;
  /** Locked by the password policy (pwdAccountLockedTime). */
  locked?: boolean;
}

/** The people of the test directory; each test file picks the ones it needs. */
export const testPeople = {
  doctor: {
    uid: 'ldap.doctor',
    name: '林医生',
    password: 'Directory-Pass-1',
    groups: ['doctors'],
    occupationalNumber: '110101199001019999',
  },
  admin: { uid: 'ldap.admin', name: '周管理员', password: 'Directory-Pass-2', groups: ['admins'] },
  locked: {
    uid: 'ldap.locked',
    name: '停用医生',
    password: 'Directory-Pass-3',
    groups: ['doctors'],
    locked: true,
  },
  nurse: {
    uid: 'ldap.nurse',
    name: '无映射护士',
    password: 'Directory-Pass-4',
    groups: ['nurses'],
  },
  // A name with filter metacharacters: the server must escape it (RFC 4515).
  odd: { uid: 'o*d(d)', name: '特殊字符', password: 'Directory-Pass-5', groups: ['doctors'] },
} satisfies Record<string, TestPerson>;

export interface RunningSlapd {
  /** `ldap://127.0.0.1:<port>` (StartTLS needed for a bind). */
  ldapUrl: string;
  /** `ldaps://127.0.0.1:<port>`. */
  ldapsUrl: string;
  /** The CA's certificate file (PEM) that signed slapd's certificate. */
  caFile: string;
  /** The server environment that signs in through this directory (LDAP_* of docs/deploy.md). */
  env(overrides?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

function openssl(args: string[]): void {
  execFileSync('openssl', args, { stdio: 'ignore' });
}

/** A CA, and a certificate it signs for localhost / 127.0.0.1. */
function makeCertificates(dir: string): { ca: string; crt: string; key: string } {
  const ca = path.join(dir, 'ca.crt');
  const caKey = path.join(dir, 'ca.key');
  const key = path.join(dir, 'slapd.key');
  const csr = path.join(dir, 'slapd.csr');
  const crt = path.join(dir, 'slapd.crt');
  const ext = path.join(dir, 'slapd.ext');
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...ec,
    '-days',
    '1',
    '-subj',
    '/CN=CEP test CA',
    '-keyout',
    caKey,
    '-out',
    ca,
  ]);
  openssl(['req', '-new', ...ec, '-subj', '/CN=localhost', '-keyout', key, '-out', csr]);
  writeFileSync(ext, 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl([
    'x509',
    '-req',
    '-in',
    csr,
    '-CA',
    ca,
    '-CAkey',
    caKey,
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    ext,
    '-out',
    crt,
  ]);
  return { ca, crt, key };
}

function personLdif(person: TestPerson): string {
  return [
    `dn: uid=${escapeRdn(person.uid)},ou=people,${baseDn}`,
    'objectClass: inetOrgPerson',
    `uid: ${person.uid}`,
    `cn: ${person.name}`,
    `sn: ${person.name}`,
    `displayName: ${person.name}`,
    `userPassword: ${person.password}`,
    ...(person.occupationalNumber ? [`employeeNumber: ${person.occupationalNumber}`] : []),
    '',
  ].join('\n');
}

/** An RDN value escaped for a DN string (RFC 4514): enough for the test names. */
function escapeRdn(value: string): string {
  return value.replace(/[,+"\\<>;=]/g, (c) => `\\${c}`);
}

export function personDn(person: TestPerson): string {
  return `uid=${escapeRdn(person.uid)},ou=people,${baseDn}`;
}

function directoryLdif(): string {
  const people = Object.values(testPeople) as TestPerson[];
  const entries = [
    `dn: ${baseDn}\nobjectClass: dcObject\nobjectClass: organization\ndc: cep\no: CEP test hospital\n`,
    `dn: ou=people,${baseDn}\nobjectClass: organizationalUnit\nou: people\n`,
    `dn: ou=groups,${baseDn}\nobjectClass: organizationalUnit\nou: groups\n`,
    `dn: ou=services,${baseDn}\nobjectClass: organizationalUnit\nou: services\n`,
    `dn: ${serviceDn}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: reader\nuserPassword: ${servicePassword}\n`,
    ...people.map(personLdif),
    ...Object.entries(groupDns).map(([key, dn]) => {
      const members = people.filter((p) => p.groups.includes(key as keyof typeof groupDns));
      // groupOfNames needs a member: an empty group names the service account.
      const memberDns = members.length > 0 ? members.map(personDn) : [serviceDn];
      return [
        `dn: ${dn}`,
        'objectClass: groupOfNames',
        `cn: ${key}`,
        ...memberDns.map((m) => `member: ${m}`),
        '',
      ].join('\n');
    }),
  ];
  return entries.join('\n');
}

function lockLdif(): string {
  return (Object.values(testPeople) as TestPerson[])
    .filter((p) => p.locked)
    .map(
      (p) =>
        `dn: ${personDn(p)}\nchangetype: modify\nreplace: pwdAccountLockedTime\npwdAccountLockedTime: 000001010000Z\n`,
    )
    .join('\n');
}

function slapdConf(dir: string, certs: { ca: string; crt: string; key: string }): string {
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'moduleload memberof',
    'moduleload ppolicy',
    `pidfile ${dir}/slapd.pid`,
    `argsfile ${dir}/slapd.args`,
    `TLSCACertificateFile ${certs.ca}`,
    `TLSCertificateFile ${certs.crt}`,
    `TLSCertificateKeyFile ${certs.key}`,
    // A simple bind only over TLS (ssf 128): the directory refuses a password sent in clear too.
    'security simple_bind=128',
    'database mdb',
    `suffix "${baseDn}"`,
    `rootdn "${rootDn}"`,
    `rootpw ${rootPassword}`,
    `directory ${dir}/db`,
    'maxsize 10485760',
    'overlay memberof',
    'overlay ppolicy',
    'access to attrs=userPassword by anonymous auth by self write by * none',
    `access to * by dn.exact="${serviceDn}" read by self read by * none`,
    '',
  ].join('\n');
}

/** Starts slapd with the test directory; `stop()` ends it and removes its folder. */
export async function startSlapd(): Promise<RunningSlapd> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-slapd-'));
  mkdirSync(path.join(dir, 'db'));
  const certs = makeCertificates(dir);
  const conf = path.join(dir, 'slapd.conf');
  writeFileSync(conf, slapdConf(dir, certs));
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  const ldapUrl = `ldap://127.0.0.1:${plainPort}`;
  const ldapsUrl = `ldaps://127.0.0.1:${tlsPort}`;
  // -d 0: in the foreground, so the test owns the process and its end.
  const child = spawn(slapdBinary, ['-f', conf, '-h', `${ldapUrl}/ ${ldapsUrl}/`, '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-10_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening('slapd', plainPort, exited, READY_CAP_MS);
    // Entries go in through slapd (not slapadd) so the memberof overlay fills memberOf; as the
    // rootdn over StartTLS (-ZZ), the only way this directory takes a simple bind.
    const ldapEnv = { ...process.env, LDAPTLS_CACERT: certs.ca };
    const add = (file: string, extra: string[]) =>
      execFileSync(
        'ldapmodify',
        ['-H', ldapUrl, '-ZZ', '-x', '-D', rootDn, '-w', rootPassword, ...extra, '-f', file],
        { env: ldapEnv, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    writeFileSync(path.join(dir, 'directory.ldif'), directoryLdif());
    add(path.join(dir, 'directory.ldif'), ['-a']);
    writeFileSync(path.join(dir, 'locks.ldif'), lockLdif());
    add(path.join(dir, 'locks.ldif'), []);
  } catch (error) {
    await stop();
    const detail = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`${(error as Error).message}\n${detail}\n--- slapd ---\n${stderr}`, {
      cause: error,
    });
  }
  const caFile = certs.ca;
  return {
    ldapUrl,
    ldapsUrl,
    caFile,
    env: (overrides = {}) => ({
      LDAP_URL: ldapsUrl,
      LDAP_CA_FILE: caFile,
      LDAP_BIND_DN: serviceDn,
      LDAP_BIND_PASSWORD: servicePassword,
      LDAP_USER_BASE_DN: `ou=people,${baseDn}`,
      LDAP_USER_FILTER: '(&(objectClass=inetOrgPerson)(uid={username}))',
      LDAP_NAME_ATTRIBUTE: 'displayName',
      LDAP_OCCUPATIONAL_NUMBER_ATTRIBUTE: 'employeeNumber',
      LDAP_DISABLED_FILTER: '(pwdAccountLockedTime=*)',
      LDAP_GROUP_ROLES: `doctor:${groupDns.doctors};admin:${groupDns.admins}`,
      ...overrides,
    }),
    stop,
  };
}

/** The CA file's text (for a client that checks slapd's certificate itself). */
export function readCa(running: RunningSlapd): Buffer {
  return readFileSync(running.caFile);
}
