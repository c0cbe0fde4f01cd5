import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, and the IPv4 address an IPv4-mapped IPv6 address stands for', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('reduces IPv6 to its /64, however the address is written', () => {
    const net = '2001:db8:0:1::/64';
    expect(clientNetwork('2001:db8:0:1::1')).toBe(net);
    expect(clientNetwork('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(net);
    expect(clientNetwork('2001:DB8::1:0:0:0:5')).toBe(net);
    expect(clientNetwork('2001:db8:0:1::1%eth0')).toBe(net);
    expect(clientNetwork('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
