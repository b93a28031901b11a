/**
 * Every balance the stream pushes, for the features that change with it (a cashier page whose
 * pending request was just approved), without each opening a stream of its own; and the member's
 * notifications the same stream carries, for the notification centre.
 */
import type { BalanceUpdate } from '@site/contracts/api/member';
import type { MemberNotification } from '@site/contracts/api/notifications-codes';

type Listener = (update: BalanceUpdate) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with each balance pushed from now on; the answer stops it. */
export function onBalanceUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceBalanceUpdate(update: BalanceUpdate): void {
  for (const listener of listeners) listener(update);
}

type NotificationListener = (notification: MemberNotification | 'connected') => void;

const notificationListeners = new Set<NotificationListener>();

/**
 * Notifications pushed before anyone listened: the notification centre is loaded lazily, so the stream
 * can open, and a deposit be approved, before it mounts. They are handed to the first listener instead
 * of being lost (a member would see the bell's count go up without the toast that explains it).
 */
const undelivered: MemberNotification[] = [];
const UNDELIVERED_KEPT = 10;

/**
 * Calls `listener` with each notification pushed from now on (and those pushed while nobody listened),
 * and with 'connected' each time the stream (re)opens: what arrived while it was down is then read again.
 */
export function onMemberNotification(listener: NotificationListener): () => void {
  notificationListeners.add(listener);
  for (const notification of undelivered.splice(0)) listener(notification);
  return () => {
    notificationListeners.delete(listener);
  };
}

export function announceMemberNotification(notification: MemberNotification | 'connected'): void {
  if (notificationListeners.size === 0) {
    if (notification !== 'connected') undelivered.push(notification);
    undelivered.splice(0, undelivered.length - UNDELIVERED_KEPT);
    return;
  }
  for (const listener of notificationListeners) listener(notification);
}
