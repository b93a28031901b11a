import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CASINO_SESSION_EXTEND_MINUTES } from '@site/contracts/constants';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { answer, refuse, scriptCalls, type SentCall } from '../../../test/scripted-calls';
import { useAuthDialog } from '../../auth/dialog-store';
import { clearSession, startSession, useSessionStore } from '../../auth/session-store';
import { requestCasinoLaunch, useCasinoLaunchDialog } from '../launch-store';
import CasinoLaunchDialog from './casino-launch-dialog';

const LAUNCH_URL = '/sim/playfun/play?token=one-time';

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CasinoLaunchDialog />
      <AlertDialog />
    </QueryClientProvider>,
  );
}

const fakeWindow = () => ({ closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() });

const launchCalls = (sent: SentCall[]) => sent.filter((call) => call.url.pathname === '/api/playfun/auth');

const askForBaccarat = () =>
  act(() =>
    requestCasinoLaunch({ aggregator: 'cx', product: 'casino', gameCode: 'evo-speed-a', gameName: '스피드 바카라 A' }),
  );

describe('the casino and slot launch', () => {
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    useCasinoLaunchDialog.setState({ request: null });
    useAuthDialog.setState({ open: null });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('tells a guest to log in and opens the login dialog, without asking the server', async () => {
    const sent = scriptCalls([answer(casinoEndpoints.launch, { launch_url: LAUNCH_URL })]);
    const open = vi.spyOn(window, 'open');
    renderDialog();
    askForBaccarat();
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('로그인 후 이용해주세요.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(useAuthDialog.getState().open).toBe('login'));
    expect(useCasinoLaunchDialog.getState().request).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  describe('for a member', () => {
    beforeEach(() => {
      startSession('member-token', 30);
    });

    it('asks first, and 취소 opens nothing', async () => {
      const sent = scriptCalls([answer(casinoEndpoints.launch, { launch_url: LAUNCH_URL })]);
      const open = vi.spyOn(window, 'open');
      renderDialog();
      askForBaccarat();
      const dialog = screen.getByRole('dialog', { name: '라이브카지노' });
      expect(dialog).toHaveTextContent('스피드 바카라 A는 새 창에서 열립니다.');
      fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(open).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    });

    it('stays open on Esc or a click beside it (SPEC.md §4: persistent)', () => {
      scriptCalls([answer(casinoEndpoints.launch, { launch_url: LAUNCH_URL })]);
      renderDialog();
      act(() => requestCasinoLaunch({ aggregator: 'playfun', product: 'slot' }));
      const dialog = screen.getByRole('dialog', { name: '슬롯게임' });
      fireEvent.keyDown(dialog, { key: 'Escape' });
      const backdrop = document.querySelector('.MuiBackdrop-root');
      if (backdrop) fireEvent.click(backdrop);
      expect(screen.getByRole('dialog', { name: '슬롯게임' })).toBeVisible();
    });

    it('opens the launch_url in a window opened within the click, and keeps the session for 120 minutes', async () => {
      const opened = fakeWindow();
      const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
      const sent = scriptCalls([answer(casinoEndpoints.launch, { launch_url: LAUNCH_URL })]);
      renderDialog();
      askForBaccarat();
      const before = Date.now();
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      // Opened before the server answered, so a pop-up blocker counts it as the member's own.
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(opened.location.href).toBe(`${window.location.origin}${LAUNCH_URL}`));
      expect(opened.opener).toBeNull();
      expect(launchCalls(sent).map((call) => call.body)).toEqual([
        { aggregator: 'cx', product: 'casino', gameCode: 'evo-speed-a' },
      ]);
      const expiresAt = useSessionStore.getState().expiresAt ?? 0;
      expect(expiresAt).toBeGreaterThanOrEqual(before + CASINO_SESSION_EXTEND_MINUTES * 60_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + CASINO_SESSION_EXTEND_MINUTES * 60_000);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the server’s text for a member barred from the casino (tendency 22) and closes the window', async () => {
      const opened = fakeWindow();
      vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
      scriptCalls([refuse(casinoEndpoints.launch, 403, '관리자에게 문의해주세요.')]);
      const expiresBefore = useSessionStore.getState().expiresAt;
      renderDialog();
      askForBaccarat();
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('관리자에게 문의해주세요.')).toBeInTheDocument();
      expect(opened.close).toHaveBeenCalled();
      expect(opened.location.href).toBe('');
      expect(useSessionStore.getState().expiresAt).toBe(expiresBefore);
    });

    it('shows the server’s 점검중입니다. for a lobby under maintenance', async () => {
      vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
      scriptCalls([refuse(casinoEndpoints.launch, 409, '점검중입니다.')]);
      renderDialog();
      askForBaccarat();
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('점검중입니다.')).toBeInTheDocument();
    });

    it('says 점검중입니다. when the game cannot be opened at all', async () => {
      const opened = fakeWindow();
      vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
      scriptCalls([refuse(casinoEndpoints.launch, 502, 'Bad Gateway')]);
      renderDialog();
      askForBaccarat();
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('점검중입니다.')).toBeInTheDocument();
      expect(screen.queryByText('Bad Gateway')).not.toBeInTheDocument();
      expect(opened.close).toHaveBeenCalled();
    });
  });
});
