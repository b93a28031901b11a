/** Query keys of the operator API; every mutation invalidates the key of what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  settings: ['admin', 'settings'] as const,
  popups: ['admin', 'popups'] as const,
  newsLink: ['admin', 'news-link'] as const,
  members: ['admin', 'members'] as const,
  ipBlocks: ['admin', 'ip-blocks'] as const,
  loginLocks: ['admin', 'login-locks'] as const,
  sportsFeed: ['admin', 'sports-feed'] as const,
  minigames: ['admin', 'minigames'] as const,
  ledgers: ['admin', 'ledger'] as const,
  ledger: (userId: string, page: number) => ['admin', 'ledger', userId, page] as const,
};

/**
 * The member site's own copies of what the operator edits (features/settings/api). The operator
 * sees the site's chrome around this console, so it refreshes with each change.
 */
export const siteKeys = {
  popups: ['popup'] as const,
  newsLink: ['newsLink'] as const,
};
