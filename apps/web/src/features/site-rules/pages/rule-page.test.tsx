import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SiteRule } from '@site/contracts/api/site-rules';

import { renderWithSite, scriptServer } from '../../../test/console/harness';
import { Rules } from './rule-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rule = (category: SiteRule['category'], title: string, body: string): SiteRule => ({
  category,
  title,
  body,
  updatedAt: '2026-11-20T03:00:00.000Z',
});

const rules: SiteRule[] = [
  rule('sports', '스포츠', '<h3>적특 처리</h3><ul><li>적특 경기는 배당 1.00</li></ul>'),
  rule('minigames', '미니게임', '<p>회차 마감</p>'),
  rule('virtuals', '가상게임', ''),
  rule('casino', '카지노·슬롯', '<p>라운드 취소</p>'),
  rule(
    'cashier',
    '입출금',
    '<h3>입금 전 계좌 문의</h3><p onclick="steal()">입금 전 고객센터에 계좌를 문의해 주세요.</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
  ),
  rule('promotions', '프로모션', '<p>이벤트 1인 1회</p>'),
];

describe('/rule', () => {
  it('brings the category a link names (/rule#cashier) into view once the rules have arrived', async () => {
    scriptServer({ 'GET rules': () => ({ body: rules }) });
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView of its own: the test records whom it was asked of.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.id);
      },
    });
    renderWithSite(<Rules />, { at: '/rule#cashier' });
    await screen.findByRole('navigation', { name: '목차' });
    expect(scrolled).toEqual(['cashier']);
  });

  it('links each category from the table of contents to its anchored section', async () => {
    scriptServer({ 'GET rules': () => ({ body: rules }) });
    renderWithSite(<Rules />);
    const contents = await screen.findByRole('navigation', { name: '목차' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['스포츠', '#sports'],
      ['미니게임', '#minigames'],
      ['가상게임', '#virtuals'],
      ['카지노·슬롯', '#casino'],
      ['입출금', '#cashier'],
      ['프로모션', '#promotions'],
    ]);
    for (const { category, title } of rules) {
      const anchored = document.getElementById(category);
      expect(anchored).not.toBeNull();
      expect(within(anchored as HTMLElement).getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(
      within(document.getElementById('virtuals') as HTMLElement).getByText('등록된 규정이 없습니다.'),
    ).toBeInTheDocument();
    expect(
      within(document.getElementById('sports') as HTMLElement).getByText('최종 수정 2026-11-20'),
    ).toBeInTheDocument();
  });

  it('renders the body through the sanitizer: the rules show, scripts and handlers do not', async () => {
    scriptServer({ 'GET rules': () => ({ body: rules }) });
    renderWithSite(<Rules />);
    const cashier = await screen.findByLabelText('입출금');
    expect(within(cashier).getByRole('heading', { name: '입금 전 계좌 문의' })).toBeInTheDocument();
    expect(within(cashier).getByText('입금 전 고객센터에 계좌를 문의해 주세요.')).toBeInTheDocument();
    expect(cashier.innerHTML).not.toMatch(/script|onclick|onerror/i);
  });
});
