/** The cache keys of the cashier: everything under cashierKey is refetched when a balance is pushed. */
export const cashierKey = ['cashier'] as const;
export const depositInfoKey = [...cashierKey, 'deposit'] as const;
export const withdrawalInfoKey = [...cashierKey, 'withdrawal'] as const;
export const cashRequestsKey = [...cashierKey, 'requests'] as const;
export const pointRulesKey = [...cashierKey, 'points'] as const;
export const walletHistoryKey = [...cashierKey, 'history'] as const;
