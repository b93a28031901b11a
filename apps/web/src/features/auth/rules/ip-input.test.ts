import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { ipBlockRules } from './ip-input';

const check = (ip: string) => checkDraft(ipBlockRules, { ip });

describe('ipBlockRules', () => {
  it('accepts IPv4 and IPv6 addresses, trimmed', () => {
    expect(check(' 203.0.113.7 ')).toEqual({ ok: true, value: { ip: '203.0.113.7' } });
    expect(check('2001:db8::1')).toEqual({ ok: true, value: { ip: '2001:db8::1' } });
  });

  it('refuses anything else with a Korean message', () => {
    for (const text of ['', '256.1.1.1', '1.2.3', 'localhost', '1.2.3.4/24']) {
      expect(check(text)).toEqual({
        ok: false,
        errors: { ip: '올바른 IPv4 또는 IPv6 주소를 입력해주세요. 예: 203.0.113.7' },
      });
    }
  });
});
