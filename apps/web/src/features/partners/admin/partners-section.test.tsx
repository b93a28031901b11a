import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PartnerNode, PartnerRates } from '@site/contracts/api/partners';
import { rollingKinds } from '@site/contracts/api/rolling';

import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { PartnersSection } from './partners-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uniform = (rollingBp: number, losingBp: number): PartnerRates =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp, losingBp }])) as PartnerRates;

const head: PartnerNode = {
  id: 4,
  userId: 'manager',
  nickName: '매니저',
  parentId: null,
  depth: 0,
  rates: { ...uniform(100, 2_000), casino: { rollingBp: 50, losingBp: 2_000 } },
  memberCount: 0,
  childCount: 1,
  blocked: false,
};
const partner: PartnerNode = {
  id: 6,
  userId: 'partner1',
  nickName: '골드파트너',
  parentId: 4,
  depth: 1,
  rates: uniform(70, 1_000),
  memberCount: 2,
  childCount: 0,
  blocked: false,
};
const tree = [head, partner];

/** Closes the site's alert with this text while the form's dialog stays open under it. */
async function closeAlertOverForm(text: string): Promise<void> {
  const message = await screen.findByText(text);
  const alert = message.closest<HTMLElement>('[role="dialog"]');
  if (!alert) throw new Error(`"${text}" is not in a dialog`);
  fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

const fill = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('console 파트너', () => {
  it('shows the tree with each level, its rates as percentages and its counts', async () => {
    scriptServer({ 'GET admin/partners': () => ({ body: tree }) });
    renderWithSite(<PartnersSection />);
    const table = await screen.findByRole('table', { name: '파트너 트리' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^본사manager매니저1\.00%20\.00%/);
    expect(rows[0]).toHaveTextContent('0.50%20.00%');
    expect(rows[1]).toHaveTextContent(/^부본사└ partner1골드파트너0\.70%10\.00%/);
    // Members, then partners directly under it.
    const counts = (row: HTMLElement | undefined) =>
      row
        ? within(row)
            .getAllByRole('cell')
            .slice(8, 10)
            .map((cell) => cell.textContent)
        : [];
    expect(counts(rows[0])).toEqual(['0', '1']);
    expect(counts(rows[1])).toEqual(['2', '0']);
  });

  it("adds a partner under partner1: the server's refusal of a rate above the parent is shown, then basis points are sent", async () => {
    let attempt = 0;
    const calls = scriptServer({
      'GET admin/partners': () => ({ body: tree }),
      'POST admin/partners': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 400, body: { message: '스포츠 롤링 요율은 상위 파트너의 요율(0.70%)을 넘을 수 없습니다.' } }
          : { body: { ...partner, id: 9, userId: 'sub0001', nickName: '하위총판', parentId: 6, depth: 2 } };
      },
    });
    renderWithSite(<PartnersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'partner1 하위 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '파트너 추가' });
    expect(within(dialog).getByLabelText('스포츠 롤링')).toHaveAccessibleDescription('최대 0.70%');
    fill(dialog, '아이디', 'sub0001');
    fill(dialog, '비밀번호', 'partner123');
    fill(dialog, '닉네임', '하위총판');
    fill(dialog, '휴대폰 번호', '010-3333-4444');
    fill(dialog, '스포츠 롤링', '0.8');
    fill(dialog, '카지노 루징', '5.5');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    await closeAlertOverForm('스포츠 롤링 요율은 상위 파트너의 요율(0.70%)을 넘을 수 없습니다.');
    expect(screen.getByRole('dialog', { name: '파트너 추가' })).toBeInTheDocument();

    fill(dialog, '스포츠 롤링', '0.65');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    await closeAlert('sub0001 파트너를 추가했습니다.');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      userId: 'sub0001',
      password: 'partner123',
      nickName: '하위총판',
      phone: '01033334444',
      parentId: 6,
      rates: {
        ...uniform(0, 0),
        sports: { rollingBp: 65, losingBp: 0 },
        casino: { rollingBp: 0, losingBp: 550 },
      },
    });
  });

  it('refuses a third decimal before sending, in Korean', async () => {
    const calls = scriptServer({ 'GET admin/partners': () => ({ body: tree }) });
    renderWithSite(<PartnersSection />);
    fireEvent.click(await screen.findByRole('button', { name: '파트너 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '파트너 추가' });
    fill(dialog, '슬롯 롤링', '0.705');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('롤링 요율은 0.01% 단위로 입력해주세요.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("saves a partner's rates as basis points", async () => {
    const calls = scriptServer({
      'GET admin/partners': () => ({ body: tree }),
      'PUT admin/partners/6/rates': () => ({
        body: { ...partner, rates: { ...partner.rates, mini: { rollingBp: 45, losingBp: 1_000 } } },
      }),
    });
    renderWithSite(<PartnersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'partner1 요율 수정' }));
    const dialog = await screen.findByRole('dialog', { name: 'partner1 요율 수정' });
    expect(within(dialog).getByLabelText('미니게임 롤링')).toHaveValue('0.70');
    fill(dialog, '미니게임 롤링', '0.45');
    fireEvent.click(within(dialog).getByRole('button', { name: '요율 수정' }));
    await closeAlert('partner1 요율을 저장했습니다.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rates: { ...partner.rates, mini: { rollingBp: 45, losingBp: 1_000 } },
    });
  });

  it('moves a member under a partner by login id', async () => {
    const calls = scriptServer({
      'GET admin/partners': () => ({ body: tree }),
      'PUT admin/partners/members/demo': () => ({ body: { userId: 'demo', partnerUserId: 'partner1' } }),
    });
    renderWithSite(<PartnersSection />);
    const form = await screen.findByRole('form', { name: '회원 파트너 이동' });
    fireEvent.click(within(form).getByRole('button', { name: '이동' }));
    expect(await within(form).findByText('회원 아이디를 입력해주세요.')).toBeInTheDocument();
    fill(form, '회원 아이디', 'demo');
    fill(form, '파트너 아이디', 'partner1');
    fireEvent.click(within(form).getByRole('button', { name: '이동' }));
    await closeAlert('demo 회원을 partner1 아래로 옮겼습니다.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ partnerUserId: 'partner1' });
  });
});
