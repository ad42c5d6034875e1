import { describe, expect, it } from 'vitest';
import { clientAddress, limitedAddress, UNKNOWN_ADDRESS } from './client-address.ts';

describe('limitedAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0DB8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:0:203.0.113.7', '0:0:0:0::/64'],
    [UNKNOWN_ADDRESS, UNKNOWN_ADDRESS],
  ])('counts %s as %s', (address, limited) => {
    expect(limitedAddress(address)).toBe(limited);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 as another', () => {
    expect(limitedAddress('2001:db8:1:2:aaaa::1')).toBe(limitedAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(limitedAddress('2001:db8:1:3::1')).not.toBe(limitedAddress('2001:db8:1:2::1'));
  });
});

describe('clientAddress', () => {
  it('believes the socket, not a header the client wrote, when no proxy is trusted', () => {
    expect(clientAddress('198.51.100.9', '203.0.113.7', 0)).toBe('198.51.100.9');
  });

  it('takes the address the trusted proxy appended, not the ones the client made up', () => {
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '1.1.1.1,203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the proxy sent no usable address', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'not-an-address', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ' , ', 1)).toBe('10.0.0.2');
  });

  it('takes the furthest address there is when fewer proxies wrote than are trusted', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
  });

  it('counts a request with no socket (an in-process test) as one unknown client', () => {
    expect(clientAddress(undefined, undefined, 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(undefined, '203.0.113.7', 0)).toBe(UNKNOWN_ADDRESS);
  });
});
