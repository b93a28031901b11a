import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openGameEndpoints } from '@site/contracts/endpoints/open-game';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { useAuthDialog } from '../../auth/dialog-store';
import { requestBookWindow, useBookWindowDialog } from '../book-window-store';
import BookWindowDialog from './book-window-dialog';
import { answer, refuse, scriptCalls } from '../../../test/scripted-calls';

const session = vi.hoisted(() => ({ loggedIn: false }));
vi.mock(import('../../auth/api/session'), async (original) => ({
  ...(await original()),
  useIsLoggedIn: () => session.loggedIn,
}));

/** Answers kosca/opengame with this address, or (null) refuses it as the server does under maintenance. */
function serveOpenGame(address: string | null) {
  scriptCalls([
    address === null
      ? refuse(openGameEndpoints.bookWindow, 503, '잠시 후 다시 시도해주세요.')
      : answer(openGameEndpoints.bookWindow, address),
  ]);
}

/** Every address the site asked the server for, whatever it was, as the site wrote it. */
const asked = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BookWindowDialog />
      <AlertDialog />
    </QueryClientProvider>,
  );
}

const fakeWindow = () => ({ closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() });

describe('the European and in-play entries', () => {
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    useBookWindowDialog.setState({ type: null });
    useAuthDialog.setState({ open: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('tell a guest to log in and open the login dialog, without asking the server', async () => {
    session.loggedIn = false;
    serveOpenGame('/europe');
    renderDialog();
    act(() => requestBookWindow('EU'));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('로그인 후 이용해주세요.');
    expect(screen.queryByText('유럽형 스포츠')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(useAuthDialog.getState().open).toBe('login'));
    expect(useBookWindowDialog.getState().type).toBeNull();
    expect(asked()).toEqual([]);
  });

  describe('for a member', () => {
    beforeEach(() => {
      session.loggedIn = true;
    });

    it('ask first, and 취소 opens nothing', async () => {
      const open = vi.spyOn(window, 'open');
      serveOpenGame('/europe');
      renderDialog();
      act(() => requestBookWindow('EU'));
      const dialog = screen.getByRole('dialog', { name: '유럽형 스포츠' });
      expect(dialog).toHaveTextContent('새 창에서 열립니다');
      fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(open).not.toHaveBeenCalled();
      expect(asked()).toEqual([]);
    });

    it('stay open on a click beside the dialog or Esc (SPEC.md §4: persistent)', async () => {
      serveOpenGame('/europe');
      renderDialog();
      act(() => requestBookWindow('IN'));
      const dialog = screen.getByRole('dialog', { name: '인플레이' });
      fireEvent.keyDown(dialog, { key: 'Escape' });
      const backdrop = document.querySelector('.MuiBackdrop-root');
      if (backdrop) fireEvent.click(backdrop);
      expect(screen.getByRole('dialog', { name: '인플레이' })).toBeVisible();
      expect(useBookWindowDialog.getState().type).toBe('IN');
    });

    it('open the in-play address the server answers in a new window, with #Live', async () => {
      const opened = fakeWindow();
      const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
      serveOpenGame('/inplay');
      renderDialog();
      act(() => requestBookWindow('IN'));
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      await waitFor(() => expect(opened.location.href).toBe(`${window.location.origin}/inplay#Live`));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(opened.opener).toBeNull();
      expect(asked()).toEqual(['/api/kosca/opengame?type=IN']);
    });

    it('close the window again and say 점검중 입니다. when the server fails', async () => {
      const opened = fakeWindow();
      vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
      serveOpenGame(null);
      renderDialog();
      act(() => requestBookWindow('EU'));
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('점검중 입니다.')).toBeInTheDocument();
      expect(opened.close).toHaveBeenCalled();
      expect(opened.location.href).toBe('');
    });
  });
});
