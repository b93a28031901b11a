/**
 * The notification centre's plain values (issue 29 point 6), kept free of zod like member-codes.ts
 * (docs/decisions/020): every signed-in page reads the stream and the bell, few open the list.
 */

/** The member's stream (GET /api/member/stream) carries one `notification` event per new notification. */
export const NOTIFICATION_STREAM_EVENT = 'notification';

/** How many notifications the bell's list shows: the newest; older ones live on their own pages. */
export const NOTIFICATION_LIST_SIZE = 30;

/** The unread count stops counting here: the badge reads 99+ beyond it, and the count stays cheap. */
export const NOTIFICATION_UNREAD_CAP = 100;

/**
 * What happened, with what the member's texts and links need. Amounts are whole won.
 * - `deposit` approved by an operator, or credited by the tether gateway (`tether`); or refused.
 * - `withdrawal` paid (a won one approved, a tether payout confirmed) or refused (the amount returned).
 * - `bet` settled by the feed or a draw (won, lost, void), voided by an operator (`void`), or cashed out
 *   by the member's auto cash-out (`cashedOut`).
 * - `inquiry`: an operator answered a 1:1 inquiry (or edited the answer).
 * - `message`: a 쪽지 arrived.
 */
export type NotificationEvent =
  | { kind: 'deposit'; outcome: 'approved' | 'refused'; requestId: number; amount: number; tether: boolean }
  | { kind: 'withdrawal'; outcome: 'paid' | 'refused'; requestId: number; amount: number; tether: boolean }
  | {
      kind: 'bet';
      /** cashedOut: the member's auto cash-out took the bet's offer (docs/decisions/068) */
      outcome: 'won' | 'lost' | 'void' | 'cashedOut';
      betId: number;
      gameType: number;
      stake: number;
      /** what the bet paid back: the winnings, the refunded stake, or 0 */
      payout: number;
    }
  | { kind: 'inquiry'; inquiryId: number; edited: boolean }
  | { kind: 'message'; messageId: number; title: string };

export type NotificationKind = NotificationEvent['kind'];

export interface MemberNotification {
  id: number;
  createdAt: string;
  /** null while unread */
  readAt: string | null;
  event: NotificationEvent;
}
