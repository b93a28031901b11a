import { describe, expect, it } from 'vitest';

import { parseIpInput } from './ip-input';

describe('parseIpInput', () => {
  it('accepts IPv4 and IPv6 addresses, trimmed', () => {
    expect(parseIpInput(' 203.0.113.7 ')).toEqual({ ok: true, ip: '203.0.113.7' });
    expect(parseIpInput('2001:db8::1')).toEqual({ ok: true, ip: '2001:db8::1' });
  });

  it('refuses anything else with a Korean message', () => {
    for (const text of ['', '256.1.1.1', '1.2.3', 'localhost', '1.2.3.4/24']) {
      expect(parseIpInput(text)).toEqual({
        ok: false,
        error: '올바른 IPv4 또는 IPv6 주소를 입력해주세요. 예: 203.0.113.7',
      });
    }
  });
});
