import { describe, expect, it } from 'vitest';

import type { NotificationEvent } from '@site/contracts/api/notifications-codes';

import { notificationDetail, notificationLink, notificationText, notificationTone } from './format';

const deposit = (outcome: 'approved' | 'refused', tether = false): NotificationEvent => ({
  kind: 'deposit',
  outcome,
  requestId: 7,
  amount: 100_000,
  tether,
});
const bet = (outcome: 'won' | 'lost' | 'void', payout: number): NotificationEvent => ({
  kind: 'bet',
  outcome,
  betId: 123,
  gameType: 3,
  stake: 5_000,
  payout,
});

describe('a notification', () => {
  it('tells of money in Korean with the particle the amount takes', () => {
    expect(notificationText(deposit('approved'))).toBe('충전 신청하신 100,000원이 승인되었습니다');
    expect(notificationText(deposit('refused'))).toBe('충전 신청하신 100,000원이 거절되었습니다');
    expect(notificationText(deposit('approved', true))).toBe('테더로 100,000원이 충전되었습니다');
    const withdrawal = { kind: 'withdrawal', requestId: 8, amount: 30_000, tether: false } as const;
    expect(notificationText({ ...withdrawal, outcome: 'paid' })).toBe('환전 신청하신 30,000원이 지급되었습니다');
    expect(notificationText({ ...withdrawal, outcome: 'refused' })).toBe(
      '환전 신청하신 30,000원이 거절되어 보유머니로 돌려드렸습니다',
    );
  });

  it('tells of a bet won with its winnings, lost, or given back as a refund', () => {
    expect(notificationText(bet('won', 19_000))).toBe('베팅 #123 당첨 · 당첨금 19,000원');
    expect(notificationText(bet('lost', 0))).toBe('베팅 #123 낙첨');
    expect(notificationText(bet('void', 5_000))).toBe('베팅 #123이 적중특례로 처리되어 5,000원이 환급되었습니다');
    // 베팅 #2: 이 → 가
    expect(notificationText({ ...bet('void', 5_000), betId: 2 } as NotificationEvent)).toMatch(/^베팅 #2가 /);
  });

  it('tells of an answer and a message, the message with its title', () => {
    expect(notificationText({ kind: 'inquiry', inquiryId: 4, edited: false })).toBe('1:1 문의에 답변이 등록되었습니다');
    const message: NotificationEvent = { kind: 'message', messageId: 9, title: '출금 안내' };
    expect(notificationText(message)).toBe('새 쪽지가 도착했습니다');
    expect(notificationDetail(message)).toBe('출금 안내');
    expect(notificationDetail(deposit('approved'))).toBeUndefined();
  });

  it('leads to the page that shows what it is about', () => {
    expect(notificationLink(deposit('approved'))).toBe('/charge');
    expect(notificationLink(deposit('approved', true))).toBe('/crypto');
    expect(notificationLink({ kind: 'withdrawal', outcome: 'paid', requestId: 1, amount: 1, tether: false })).toBe(
      '/exchange',
    );
    expect(notificationLink(bet('won', 1))).toBe('/bet_result?type=3');
    expect(notificationLink({ kind: 'inquiry', inquiryId: 4, edited: true })).toBe('/customer/view/4');
    expect(notificationLink({ kind: 'message', messageId: 9, title: '' })).toBe('/message?id=9');
  });

  it('reads as good news, bad news or neither', () => {
    expect(notificationTone(deposit('approved'))).toBe('good');
    expect(notificationTone(deposit('refused'))).toBe('bad');
    expect(notificationTone(bet('won', 1))).toBe('good');
    expect(notificationTone(bet('lost', 0))).toBe('bad');
    expect(notificationTone(bet('void', 1))).toBe('plain');
  });
});
