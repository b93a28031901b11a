import { describe, expect, it } from 'vitest';

import { isRecordablePaymentUrl } from './tether-payment-url';

describe('isRecordablePaymentUrl (SPEC.md §5: only https is recorded)', () => {
  it('accepts an https payment page', () => {
    expect(isRecordablePaymentUrl('https://pay.example.com/invoice/abc?x=1')).toBe(true);
    expect(isRecordablePaymentUrl('https://203.0.113.5:8443/i/1')).toBe(true);
  });

  it('accepts plain http only on a loopback host', () => {
    expect(isRecordablePaymentUrl('http://127.0.0.1:4000/api/tether-gateway/invoices/1')).toBe(true);
    expect(isRecordablePaymentUrl('http://localhost:5173/pay')).toBe(true);
    expect(isRecordablePaymentUrl('http://[::1]:4000/pay')).toBe(true);
  });

  it('refuses plain http anywhere else, including hosts that only look local', () => {
    expect(isRecordablePaymentUrl('http://pay.example.com/invoice/abc')).toBe(false);
    expect(isRecordablePaymentUrl('http://192.168.0.10/pay')).toBe(false);
    expect(isRecordablePaymentUrl('http://localhost.evil.test/pay')).toBe(false);
    expect(isRecordablePaymentUrl('http://127.0.0.1.evil.test/pay')).toBe(false);
  });

  it('refuses other schemes and what is not an address', () => {
    expect(isRecordablePaymentUrl('javascript:alert(1)')).toBe(false);
    expect(isRecordablePaymentUrl('ftp://pay.example.com/x')).toBe(false);
    expect(isRecordablePaymentUrl('/relative/path')).toBe(false);
    expect(isRecordablePaymentUrl('')).toBe(false);
  });
});
