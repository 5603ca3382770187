import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed, parseV6 } from './address-policy';

describe('classifyAddress', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81b::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808',
    // Global unicast whose low bytes only look like an embedded IPv4 address (mapped or NAT64).
    '2606:4700::1111',
    '2606::ffff:a00:1',
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
  ])('knows %s is loopback', (address) => {
    expect(classifyAddress(address)).toBe('loopback');
  });

  it.each([
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with zone'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex form'],
    ['::ffff:198.51.100.7', 'IPv4-mapped documentation, decided by the third byte'],
    ['::ff:808:808', 'not IPv4-mapped (one 0xff byte), outside global unicast'],
    ['::ff00:808:808', 'not IPv4-mapped (the other 0xff byte), outside global unicast'],
    ['::10.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['64:ff9b:1::1', 'local NAT64'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['2001:1ff::1', 'IETF protocol assignments, last address block of the /23'],
    ['2002:7f00:1::1', '6to4'],
    ['100::1', 'discard'],
  ])('refuses %s (%s)', (address) => {
    expect(classifyAddress(address)).toBe('internal');
  });

  it.each(['', 'localhost', 'example.org', '1.2.3', '1.2.3.4.5', '::g', '[::1]'])(
    'does not take %j for an address',
    (text) => {
      expect(classifyAddress(text)).toBe('invalid');
    },
  );
});

describe('isAddressAllowed', () => {
  it('allows loopback only when told to (tests), and never private ranges', () => {
    expect(isAddressAllowed('127.0.0.1', { allowLoopback: false })).toBe(false);
    expect(isAddressAllowed('::1', { allowLoopback: false })).toBe(false);
    expect(isAddressAllowed('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAddressAllowed('::1', { allowLoopback: true })).toBe(true);
    expect(isAddressAllowed('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isAddressAllowed('169.254.169.254', { allowLoopback: true })).toBe(false);
    expect(isAddressAllowed('93.184.216.34', { allowLoopback: false })).toBe(true);
  });
});

describe('parseV6', () => {
  it('expands every written form to 16 bytes', () => {
    expect(parseV6('::1')).toEqual([...Array<number>(15).fill(0), 1]);
    expect(parseV6('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(parseV6('::ffff:1.2.3.4')).toEqual([...Array<number>(10).fill(0), 255, 255, 1, 2, 3, 4]);
    expect(parseV6('1:2:3:4:5:6:1.2.3.4')).toEqual([
      0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 1, 2, 3, 4,
    ]);
    expect(parseV6('fe80::')).toEqual([0xfe, 0x80, ...Array<number>(14).fill(0)]);
    expect(parseV6('1.2.3.4')).toBeUndefined();
  });
});
