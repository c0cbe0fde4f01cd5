/**
 * A value put into an LDAP search filter, escaped as RFC 4515 §3 requires: `*`, `(`, `)`, `\` and
 * NUL become `\2a`, `\28`, `\29`, `\5c`, `\00`. Without it a typed username such as `*` or
 * `a)(uid=*` would change what the filter matches (LDAP injection). Other characters, Chinese
 * included, go as UTF-8, which the RFC allows.
 */
export function escapeFilterValue(value: string): string {
  return value.replace(/[*()\\\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Raw bytes (AD's binary objectGUID) as a filter value: every byte escaped. */
export function escapeFilterBytes(bytes: Buffer): string {
  return [...bytes].map((b) => `\\${b.toString(16).padStart(2, '0')}`).join('');
}

/** `template` with each `{name}` replaced by its value, escaped. */
export function fillFilter(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? escapeFilterValue(values[name] ?? '') : whole,
  );
}
