/**
 * SPEC.md §5: a tether deposit's payment page is recorded only when its address is https. Plain
 * http is allowed on a loopback host too, as browsers treat it as a secure context (development
 * runs the simulated gateway on this machine). Anything else, or no address at all, is refused.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isRecordablePaymentUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
