import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key per-address limits count a client under. An IPv4 address is one
 * key. An IPv6 client usually holds a whole /64 (one home or one phone gets
 * 2^64 addresses to pick from), so its key is its /64: counting addresses one
 * by one would give a single person an endless supply of fresh allowances.
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (`2001:db8:0:0:0:0:0:1`). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  // A trailing dotted quad (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for the last two groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(withoutZone);
  let text = withoutZone;
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${withoutZone.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group || '0', 16).toString(16));
}
