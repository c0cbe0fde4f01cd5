import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for when throttling: an IPv4 address as is, an IPv6 address
 * by its /64 (`2001:db8:0:1::/64`). One IPv6 subscriber usually holds a whole /64 and can pick a
 * fresh address per request, so counting per address would not limit anything. An IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.7`) is the IPv4 address it maps.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip.split('%')[0] ?? ip);
  const prefix = groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded; a dotted IPv4 tail counts as two). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const parts = (text: string | undefined): string[] =>
    !text
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [part];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = parts(head);
  const right = parts(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}
