import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';
import { inquiryEndpoints } from '@site/contracts/endpoints/inquiries';
import { messageEndpoints } from '@site/contracts/endpoints/messages';
import { notificationEndpoints } from '@site/contracts/endpoints/notifications';

import { ToastStack } from '../../../components/ui/toast-stack';
import { useToasts } from '../../../components/ui/toasts';
import { ko } from '../../../i18n/ko';
import { Address, renderAt } from '../../../test/page-harness';
import { answer, scriptCalls } from '../../../test/scripted-calls';
import { announceMemberNotification } from '../../auth/api/balance-events';
import { playChime } from '../chime';
import { NOTIFICATION_SETTINGS_KEY, useNotificationSettings } from '../settings-store';
import NotificationCentre from './notification-centre';

vi.mock('../chime', () => ({ playChime: vi.fn() }));

const deposit = (id: number): MemberNotification => ({
  id,
  createdAt: '2026-11-28T12:00:00.000Z',
  readAt: null,
  event: { kind: 'deposit', outcome: 'approved', requestId: 3, amount: 100_000, tether: false },
});

let sent: ReturnType<typeof scriptCalls>;

beforeEach(() => {
  sent = scriptCalls([
    answer(notificationEndpoints.read, { unread: 0 }),
    answer(notificationEndpoints.unread, 1),
    answer(messageEndpoints.unread, 0),
    answer(inquiryEndpoints.unread, 0),
  ]);
  useToasts.setState({ toasts: [] });
  useNotificationSettings.getState().setSound(true);
  vi.mocked(playChime).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notification centre', () => {
  it('shows what arrives on the member stream as a toast with the chime, which opens its page and marks it read', async () => {
    renderAt(
      '/',
      <>
        <NotificationCentre />
        <ToastStack />
        <Address />
      </>,
    );
    act(() => announceMemberNotification(deposit(41)));
    const toast = within(await screen.findByRole('region', { name: ko.common.toasts })).getByRole('status');
    expect(toast).toHaveTextContent('충전 신청하신 100,000원이 승인되었습니다');
    expect(playChime).toHaveBeenCalledWith(true);

    fireEvent.click(screen.getByRole('button', { name: /100,000원이 승인되었습니다/ }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/charge');
    expect(screen.queryByRole('region', { name: ko.common.toasts })).toBeNull();
    await vi.waitFor(() => expect(sent.map((call) => call.url.pathname)).toContain('/api/notifications/41/read'));
  });

  it('stays silent once the member turned the sound off, a choice kept in local storage', () => {
    renderAt(
      '/',
      <>
        <NotificationCentre />
        <ToastStack />
      </>,
    );
    act(() => useNotificationSettings.getState().setSound(false));
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}')).toMatchObject({
      state: { sound: false },
    });
    act(() => announceMemberNotification(deposit(42)));
    expect(screen.getByRole('status')).toHaveTextContent('100,000원이 승인되었습니다');
    expect(playChime).not.toHaveBeenCalled();
  });

  it('keeps at most three toasts, the newest, and a toast closes with its button', async () => {
    renderAt(
      '/',
      <>
        <NotificationCentre />
        <ToastStack />
      </>,
    );
    act(() => {
      for (const id of [1, 2, 3, 4]) announceMemberNotification(deposit(id));
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(useToasts.getState().toasts.map((toast) => toast.key)).toEqual(['n2', 'n3', 'n4']);
    fireEvent.click(screen.getAllByRole('button', { name: ko.common.closeToast })[0] as HTMLElement);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('toasts a notification pushed before it was loaded, once it mounts, instead of only counting it', async () => {
    announceMemberNotification(deposit(43));
    renderAt(
      '/',
      <>
        <NotificationCentre />
        <ToastStack />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('100,000원이 승인되었습니다');
  });
});
