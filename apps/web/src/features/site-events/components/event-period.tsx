import { formatSeoul } from '@site/contracts/time';

/** The period as a member reads it, in Seoul time. */
export const eventPeriodText = (startsAt: string, endsAt: string): string =>
  `${formatSeoul(startsAt, 'date')} ~ ${formatSeoul(endsAt, 'date')}`;
