import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminEvent, EventInputDraft } from '@site/contracts/api/site-events';
import { eventAdminEndpoints as admin } from '@site/contracts/endpoints/site-events';

import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, answerEach, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { EventsSection } from './events-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const adminEventOf = (body: EventInputDraft): AdminEvent => ({
  ...body,
  id: 1,
  state: 'running',
  participation: null,
  reward: body.reward ?? null,
  rewardExpiryDays: body.rewardExpiryDays ?? null,
  joinCondition: body.joinCondition ?? 'none',
  joinMinDeposit: body.joinMinDeposit ?? null,
  participants: 0,
});

/** Opens an MUI select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const pick = (label: string, name: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['x'], name, { type: 'image/png' })] } });

describe('이벤트 관리', () => {
  it('says why an upload was refused, previews the kept HTML and creates the event with the thumbnail', async () => {
    const sent = scriptCalls([
      answer(admin.list, []),
      answerInTurn(admin.uploadImage, [
        { status: 400, body: { message: '이미지 파일만 올릴 수 있습니다.' } },
        { body: { imgPath: 'up-1.png' } },
      ]),
      answerEach(admin.preview, (call) => ({
        body: { html: sentBody(admin.preview, call).body.replace(/<script>.*<\/script>/, '') },
      })),
      answerEach(admin.create, (call) => {
        const body = sentBody(admin.create, call);
        return { body: adminEventOf(body) };
      }),
    ]);
    renderWithSite(<EventsSection />);
    expect(await screen.findByText('등록된 이벤트가 없습니다.')).toBeInTheDocument();

    pick('썸네일 올리기', 'notes.png');
    await closeAlert('이미지 파일만 올릴 수 있습니다.');
    pick('썸네일 올리기', 'banner.png');
    expect(await screen.findByRole('img', { name: '썸네일' })).toHaveAttribute('src', '/api/file/download/up-1.png');

    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '새 이벤트' } });
    fireEvent.change(screen.getByLabelText('본문 HTML'), { target: { value: '<p>안내</p><script>x</script>' } });
    const preview = screen.getByRole('region', { name: '미리보기 (저장될 모습)' });
    expect(await screen.findByText('안내')).toBeInTheDocument();
    expect(preview.innerHTML).not.toContain('script');

    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    await closeAlert('이벤트를 만들었습니다.');
    const created = sent.find((call) => call.url.pathname === '/api/admin/events' && call.body);
    expect(created && sentBody(admin.create, created)).toMatchObject({
      title: '새 이벤트',
      thumbnail: 'up-1.png',
      body: '<p>안내</p><script>x</script>',
    });
  });

  it('sets a participation reward with its expiry and condition, and lists how many joined', async () => {
    const saved: AdminEvent = {
      ...adminEventOf({
        title: '첫 충전 이벤트',
        startsAt: '2026-11-20T00:00:00.000Z',
        endsAt: '2026-12-20T00:00:00.000Z',
        thumbnail: null,
        body: '<p>참여</p>',
        reward: { kind: 'roulette', wheel: 300 },
        rewardExpiryDays: 7,
        joinCondition: 'firstDeposit',
      }),
      participants: 12,
    };
    const sent = scriptCalls([
      answer(admin.list, [saved]),
      answerEach(admin.preview, (call) => ({ body: { html: sentBody(admin.preview, call).body } })),
      answerEach(admin.create, (call) => ({ body: adminEventOf(sentBody(admin.create, call)) })),
    ]);
    renderWithSite(<EventsSection />);
    expect(await screen.findByText('룰렛 300 쿠폰 · 첫 충전 회원 · 참여 12명')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '포인트 이벤트' } });
    fireEvent.change(screen.getByLabelText('본문 HTML'), { target: { value: '<p>누구나</p>' } });
    await choose('보상', '포인트 쿠폰');
    fireEvent.change(screen.getByLabelText('금액'), { target: { value: '5,000' } });
    fireEvent.change(screen.getByLabelText('사용기한 (일, 비우면 무기한)'), { target: { value: '3' } });
    await choose('참여 조건', '오늘 충전 회원');
    // Today's deposit condition needs its amount.
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByText('오늘 충전 조건의 최소 금액을 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('오늘 충전 최소 금액 (원)'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    await closeAlert('이벤트를 만들었습니다.');
    const created = sent.find((call) => call.url.pathname === '/api/admin/events' && call.body);
    expect(created && sentBody(admin.create, created)).toMatchObject({
      title: '포인트 이벤트',
      reward: { kind: 'point', amount: 5_000 },
      rewardExpiryDays: 3,
      joinCondition: 'depositToday',
      joinMinDeposit: 10_000,
    });

    // Editing the saved one shows its reward.
    vi.stubGlobal('scrollTo', () => undefined);
    fireEvent.click(screen.getByRole('button', { name: '수정' }));
    expect(await screen.findByRole('combobox', { name: '룰렛' })).toHaveTextContent('룰렛 300');
    expect(screen.getByLabelText('사용기한 (일, 비우면 무기한)')).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: '참여 조건' })).toHaveTextContent('첫 충전 회원');
  });
});
