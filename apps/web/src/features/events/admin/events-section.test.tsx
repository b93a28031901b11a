import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { eventAdminEndpoints as admin } from '@site/contracts/endpoints/events';

import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, answerEach, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { EventsSection } from './events-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
        return { body: { ...body, id: 1, state: 'running' as const, thumbnail: body.thumbnail } };
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
});
