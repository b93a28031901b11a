/** What a notification says and where it leads: the toast, the bell's list and the browser's notice agree. */
import type { NotificationEvent } from '@site/contracts/api/notifications-codes';

import { koNotifications as t } from '../../i18n/ko-notifications';
import type { ToastTone } from '../../components/ui/toasts';

/** The one line that tells what happened, e.g. '충전 신청하신 100,000원이 승인되었습니다'. */
export function notificationText(event: NotificationEvent): string {
  switch (event.kind) {
    case 'deposit':
      return t.deposit[event.tether ? 'tether' : 'won'][event.outcome](event.amount);
    case 'withdrawal':
      return t.withdrawal[event.tether ? 'tether' : 'won'][event.outcome](event.amount);
    case 'bet':
      if (event.outcome === 'won') return t.bet.won(event.betId, event.payout);
      if (event.outcome === 'lost') return t.bet.lost(event.betId);
      if (event.outcome === 'cashedOut') return t.bet.cashedOut(event.betId, event.payout);
      return t.bet.void(event.betId, event.payout);
    case 'inquiry':
      return event.edited ? t.inquiry.edited : t.inquiry.answered;
    case 'message':
      return t.message;
  }
}

/** A second line where the first does not say everything: the message's title. */
export function notificationDetail(event: NotificationEvent): string | undefined {
  return event.kind === 'message' ? event.title : undefined;
}

/** The page that shows what the notification is about. */
export function notificationLink(event: NotificationEvent): string {
  switch (event.kind) {
    case 'deposit':
      return event.tether ? '/crypto' : '/charge';
    case 'withdrawal':
      return event.tether ? '/crypto' : '/exchange';
    case 'bet':
      return `/bet_result?type=${event.gameType}`;
    case 'inquiry':
      return `/customer/view/${event.inquiryId}`;
    case 'message':
      return `/message?id=${event.messageId}`;
  }
}

/** Good news, bad news or neither: the toast's accent. */
export function notificationTone(event: NotificationEvent): ToastTone {
  if (event.kind === 'deposit' || event.kind === 'withdrawal') return event.outcome === 'refused' ? 'bad' : 'good';
  if (event.kind === 'bet') {
    if (event.outcome === 'won' || event.outcome === 'cashedOut') return 'good';
    return event.outcome === 'lost' ? 'bad' : 'plain';
  }
  return 'plain';
}
