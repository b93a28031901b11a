/**
 * The referral link (/friend): `<origin>/?ref=<code>`. Opening it remembers the code for the tab
 * (sessionStorage), so the sign-up form fills its recommender field with it even when the visitor
 * browses a while before joining. Free of zod and React: the first page reads it.
 */
export const REFERRAL_QUERY_PARAM = 'ref';
const STORAGE_KEY = 'site.referral';

/** The link a member hands out: the site's home page carrying their code. */
export const referralLink = (origin: string, code: string): string =>
  `${origin}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/** Remembers the code of a referral link's query (e.g. '?ref=demo'); answers it, or null when there is none. */
export function rememberReferralFrom(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim();
  if (!code) return null;
  try {
    sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused (private mode): the code still fills the form opened now.
  }
  return code;
}

/** The code of the referral link this tab came from, or '' when it came from none. */
export function rememberedReferral(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
