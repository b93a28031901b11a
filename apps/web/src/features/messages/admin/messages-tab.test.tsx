import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CampaignView, MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import type { Permission } from '@site/contracts/staff';
import { messageCampaignEndpoints as campaigns } from '@site/contracts/endpoints/message-campaigns';
import { partnerAdminEndpoints } from '@site/contracts/endpoints/partners';

import { answer, answerEach, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { StaffPermissionsContext } from '../../staff/exports/use-can';
import { MessagesTab } from './messages-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sending: CampaignView = {
  id: 7,
  title: '4레벨 이벤트 안내',
  segment: { levels: [4] },
  total: 3,
  sent: 1,
  status: 'sending',
  createdByUserId: 'support',
  createdAt: '2026-11-29T09:00:00.000Z',
  finishedAt: null,
};

/** The fake server: level 4 has 3 members, every member 120; the list holds what was sent. */
function server() {
  const list: CampaignView[] = [];
  const sent = scriptCalls([
    answerEach(campaigns.preview, ({ body }) => {
      const { segment } = body as { segment: MessageSegment };
      return { body: { count: segment.levels?.includes(4) ? 3 : 120 } };
    }),
    answerEach(campaigns.create, () => {
      list.unshift(sending);
      return { body: sending };
    }),
    answerEach(campaigns.list, () => ({ body: [...list] })),
    answer(partnerAdminEndpoints.tree, []),
  ]);
  return sent;
}

describe('단체 쪽지', () => {
  it(
    'counts the level picked, confirms with that count, sends once and shows the progress',
    { timeout: 60_000 },
    async () => {
      const sent = server();
      renderWithSite(<MessagesTab />);
      expect(await screen.findByText('대상 회원 120명')).toBeInTheDocument();
      expect(await screen.findByText('보낸 단체 쪽지가 없습니다.')).toBeInTheDocument();

      const level4 = screen.getByRole('button', { name: '4레벨' });
      fireEvent.click(level4);
      expect(level4).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('대상 회원 3명', {}, { timeout: 2000 })).toBeInTheDocument();

      const form = screen.getByRole('form', { name: '단체 쪽지' });
      fireEvent.change(within(form).getByRole('textbox', { name: '제목' }), { target: { value: '4레벨 이벤트 안내' } });
      fireEvent.change(within(form).getByRole('textbox', { name: '내용' }), {
        target: { value: '이번 주 혜택입니다.' },
      });
      const send = within(form).getByRole('button', { name: '단체 쪽지 보내기' });
      fireEvent.click(send);

      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent("대상 회원 3명에게 '4레벨 이벤트 안내' 쪽지를 보낼까요?");
      // The form is busy until the answer: a second click cannot send a second campaign.
      expect(within(form).getByRole('button', { name: '보내는 중…', hidden: true })).toBeDisabled();
      fireEvent.click(within(confirm).getByRole('button', { name: '단체 쪽지 보내기' }));
      await closeAlert('3명에게 보내기 시작했습니다. 진행 상황은 아래 목록에서 볼 수 있습니다.');

      const created = sent.filter((call) => call.url.pathname.endsWith('/admin/message-campaigns') && call.body);
      expect(created.map((call) => sentBody(campaigns.create, call))).toEqual([
        { title: '4레벨 이벤트 안내', contents: '이번 주 혜택입니다.', segment: { levels: [4] } },
      ]);
      expect(await screen.findByText('1 / 3명')).toBeInTheDocument();
      expect(screen.getByText('보내는 중')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: '4레벨 이벤트 안내 진행 1 / 3명' })).toBeInTheDocument();
    },
  );

  it('shows a read-only role the list, and neither form', async () => {
    server();
    const readonly = new Set<Permission>(['support.view']);
    renderWithSite(
      <StaffPermissionsContext value={readonly}>
        <MessagesTab />
      </StaffPermissionsContext>,
    );
    expect(await screen.findByText('보낸 단체 쪽지가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '단체 쪽지' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '보내기' })).not.toBeInTheDocument();
  });
});
