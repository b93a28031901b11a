/** Unix time in whole seconds, as the spec's `time` query parameters carry it. Free of dayjs so the first page need not load it. */
export const unixSeconds = (now: number = Date.now()): number => Math.floor(now / 1000);
