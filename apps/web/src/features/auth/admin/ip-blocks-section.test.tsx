import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ipBlockAdminEndpoints as admin } from '@site/contracts/endpoints/ip-blocks';

import { answer, answerInTurn, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite, carriedBody } from '../../../test/console/harness';
import { IpBlocksSection } from './ip-blocks-section';

/** The addresses the section asked to block, in order (its reads of the list carry no body). */
const added = (sent: SentCall[]) => sent.filter(carriedBody).map((call) => sentBody(admin.add, call));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IP 차단 추가', () => {
  it('checks the address before sending it, blocks it trimmed, and empties the field', async () => {
    const block = { ip: '203.0.113.7', createdAt: '2026-03-01T03:00:00.000Z' };
    const sent = scriptCalls([
      answerInTurn(admin.list, [{ body: [] }, { body: [block] }]),
      answer(admin.add, { ok: true }),
    ]);
    renderWithSite(<IpBlocksSection />);

    const field = await screen.findByRole('textbox', { name: 'IP 주소' });
    fireEvent.change(field, { target: { value: '203.0.113' } });
    fireEvent.click(screen.getByRole('button', { name: '차단 추가' }));
    expect(await screen.findByText('올바른 IPv4 또는 IPv6 주소를 입력해주세요. 예: 203.0.113.7')).toBeInTheDocument();
    expect(added(sent)).toEqual([]);

    fireEvent.change(field, { target: { value: ' 203.0.113.7 ' } });
    fireEvent.click(screen.getByRole('button', { name: '차단 추가' }));
    await closeAlert('203.0.113.7을 차단했습니다.');
    expect(added(sent)).toEqual([{ ip: '203.0.113.7' }]);
    expect(field).toHaveValue('');
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
  });

  it("shows the server's reason under the field and keeps what was typed", async () => {
    scriptCalls([
      answer(admin.list, []),
      answerInTurn(admin.add, [
        {
          status: 400,
          body: {
            message: '입력값을 확인해주세요.',
            issues: [{ path: 'ip', message: '이 주소는 차단할 수 없습니다.' }],
          },
        },
      ]),
    ]);
    renderWithSite(<IpBlocksSection />);

    const field = await screen.findByRole('textbox', { name: 'IP 주소' });
    fireEvent.change(field, { target: { value: '10.0.0.1' } });
    fireEvent.click(screen.getByRole('button', { name: '차단 추가' }));
    expect(await screen.findByText('이 주소는 차단할 수 없습니다.')).toBeInTheDocument();
    expect(field).toHaveValue('10.0.0.1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
