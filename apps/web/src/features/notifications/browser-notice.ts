/**
 * The browser's own notification (the Notification API), shown only when the member asked for it
 * from the bell's panel and only while this page is open but out of sight: on a visible page the
 * toast already says it, and two notices of one event would be noise.
 */
export type BrowserNoticePermission = NotificationPermission | 'unsupported';

export const browserNoticePermission = (): BrowserNoticePermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Asks the browser (from the member's tap, never on load); answers what the member chose. */
export async function askBrowserNotices(): Promise<BrowserNoticePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export function showBrowserNotice(title: string, body: string, tag: string, onClick: () => void): void {
  if (browserNoticePermission() !== 'granted' || document.visibilityState === 'visible') return;
  const notice = new Notification(title, { body, tag, lang: 'ko' });
  notice.onclick = () => {
    window.focus();
    onClick();
    notice.close();
  };
}
