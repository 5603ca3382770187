import net from 'node:net';

/**
 * Which network addresses the server may connect to on a user's behalf (page fetching, DESIGN.md
 * §4). Only public unicast addresses pass: anything that could reach the server itself, the
 * private network it sits in or a cloud metadata service is refused. Checked on resolved
 * addresses, never on names, so a name pointing inside is refused too.
 */
export type AddressClass = 'public' | 'loopback' | 'internal' | 'invalid';

/** IPv4 blocks that are not public unicast (IANA special-purpose registry), besides 127/8. */
const INTERNAL_V4: readonly (readonly [number, number, number, number, number])[] = [
  [0, 0, 0, 0, 8], // "this network"; 0.0.0.0 reaches the local host on many systems
  [10, 0, 0, 0, 8], // private
  [100, 64, 0, 0, 10], // carrier-grade NAT
  [169, 254, 0, 0, 16], // link-local, including the 169.254.169.254 metadata service
  [172, 16, 0, 0, 12], // private
  [192, 0, 0, 0, 24], // IETF protocol assignments
  [192, 0, 2, 0, 24], // documentation
  [192, 88, 99, 0, 24], // 6to4 relay anycast
  [192, 168, 0, 0, 16], // private
  [198, 18, 0, 0, 15], // benchmarking
  [198, 51, 100, 0, 24], // documentation
  [203, 0, 113, 0, 24], // documentation
  [224, 0, 0, 0, 4], // multicast
  [240, 0, 0, 0, 4], // reserved, and 255.255.255.255 broadcast
];

function v4ToNumber(bytes: ArrayLike<number>, offset = 0): number {
  return (
    ((bytes[offset]! << 24) |
      (bytes[offset + 1]! << 16) |
      (bytes[offset + 2]! << 8) |
      bytes[offset + 3]!) >>>
    0
  );
}

function classifyV4(value: number): AddressClass {
  if (value >>> 24 === 127) return 'loopback';
  for (const [a, b, c, d, bits] of INTERNAL_V4) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === (v4ToNumber([a, b, c, d]) & mask) >>> 0) return 'internal';
  }
  return 'public';
}

function parseV4(text: string): number[] | undefined {
  if (!net.isIPv4(text)) return undefined;
  return text.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (zone id stripped), or undefined when it is not one. */
export function parseV6(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '');
  if (!net.isIPv6(address)) return undefined;
  let groups: string[];
  let tail: number[] = [];
  let body = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    tail = parseV4(dotted[1]!) ?? [];
    body = body.slice(0, -dotted[1]!.length);
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const tailGroups = tail.length === 4 ? 2 : 0;
  if (body.includes('::')) {
    const [left, right] = body.split('::') as [string, string];
    const l = left === '' ? [] : left.split(':');
    const r = right === '' ? [] : right.split(':');
    groups = [...l, ...Array<string>(8 - tailGroups - l.length - r.length).fill('0'), ...r];
  } else {
    groups = body === '' ? [] : body.split(':');
  }
  if (groups.length !== 8 - tailGroups) return undefined;
  const bytes: number[] = [];
  for (const group of groups) {
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return [...bytes, ...tail];
}

function startsWith(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const bit = 7 - (i & 7);
    if (((bytes[byte]! >> bit) & 1) !== (((prefix[byte] ?? 0) >> bit) & 1)) return false;
  }
  return true;
}

/** IPv6 blocks inside global unicast (2000::/3) that are still not public destinations. */
const INTERNAL_V6_IN_GLOBAL: readonly (readonly [number[], number])[] = [
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments: Teredo, ORCHID, benchmarking …
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x02], 16], // 6to4: wraps an IPv4 address the relay would reach for us
  [[0x3f, 0xff, 0x00], 20], // documentation
  [[0x5f, 0x00], 16], // segment-routing identifiers
];

function classifyV6(bytes: number[]): AddressClass {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 15) && bytes[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): a socket to it reaches the IPv4 address.
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff)
    return classifyV4(v4ToNumber(bytes, 12));
  // NAT64 (64:ff9b::/96): the gateway forwards to the embedded IPv4 address.
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && zeros(4, 12)) {
    return classifyV4(v4ToNumber(bytes, 12)) === 'public' ? 'public' : 'internal';
  }
  // Everything outside global unicast is internal: unspecified, IPv4-compatible, unique-local
  // fc00::/7, link-local fe80::/10, multicast ff00::/8, discard 100::/64 …
  if ((bytes[0]! & 0xe0) !== 0x20) return 'internal';
  for (const [prefix, bits] of INTERNAL_V6_IN_GLOBAL) {
    if (startsWith(bytes, prefix, bits)) return 'internal';
  }
  return 'public';
}

/** Classifies one textual IP address (as resolved, or as written in a URL without brackets). */
export function classifyAddress(address: string): AddressClass {
  const v4 = parseV4(address);
  if (v4) return classifyV4(v4ToNumber(v4));
  const v6 = parseV6(address);
  if (v6) return classifyV6(v6);
  return 'invalid';
}

export interface AddressRules {
  /** Tests only (SCRAPE_ALLOW_LOOPBACK): 127.0.0.0/8 and ::1 are allowed too. */
  allowLoopback: boolean;
}

export function isAddressAllowed(address: string, rules: AddressRules): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && rules.allowLoopback);
}
