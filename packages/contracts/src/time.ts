import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import { TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ko');
dayjs.tz.setDefault(TIME_ZONE);

/** The date formats of SPEC.md §9, named for where they are used. */
export const dateFormats = {
  monthDayTime: 'MM-DD HH:mm',
  dateTimeFull: 'YYYY-MM-DD HH:mm:ss',
  dateTimeShortYear: 'YY-MM-DD HH:mm:ss',
  dateShortYear: 'YY-MM-DD',
  time: 'HH:mm:ss',
  yearMonth: 'YY/MM',
  date: 'YYYY-MM-DD',
  monthDay: 'MM-DD',
} as const;

export type DateFormatName = keyof typeof dateFormats;
export type DateInput = Date | number | string;

/** Formats an instant as a wall-clock time in Seoul, whatever the machine's own time zone. */
export const formatSeoul = (input: DateInput, format: DateFormatName): string =>
  dayjs(input).tz(TIME_ZONE).format(dateFormats[format]);

/** Korean weekday names, Sunday first (SPEC.md §9). */
export const koreanWeekdays = ['일', '월', '화', '수', '목', '금', '토'] as const;

export const seoulWeekday = (input: DateInput): (typeof koreanWeekdays)[number] =>
  koreanWeekdays[dayjs(input).tz(TIME_ZONE).day()] ?? '일';
