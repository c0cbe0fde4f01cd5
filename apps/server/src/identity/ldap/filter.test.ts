import { describe, expect, it } from 'vitest';
import { escapeFilterBytes, escapeFilterValue, fillFilter } from './filter';

describe('LDAP filter values (RFC 4515)', () => {
  it('escapes the characters that would change a filter', () => {
    expect(escapeFilterValue('a*b(c)d\\e\0f')).toBe('a\\2ab\\28c\\29d\\5ce\\00f');
    expect(escapeFilterValue('林医生 zhang.san')).toBe('林医生 zhang.san');
  });

  it('keeps an injection attempt inside its value', () => {
    expect(fillFilter('(&(objectClass=person)(uid={username}))', { username: '*)(uid=*' })).toBe(
      '(&(objectClass=person)(uid=\\2a\\29\\28uid=\\2a))',
    );
  });

  it('escapes every byte of a binary id (objectGUID) and leaves unknown placeholders', () => {
    expect(escapeFilterBytes(Buffer.from([0x0a, 0xff]))).toBe('\\0a\\ff');
    expect(fillFilter('(member={dn})', { username: 'x' })).toBe('(member={dn})');
  });
});
