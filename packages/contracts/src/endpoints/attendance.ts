/** Attendance (/attendance): the member's calendar and check-in, and the operator's settings. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminAttendanceSchema,
  attendanceCalendarSchema,
  attendanceCheckInSchema,
  attendanceMonthQuerySchema,
  attendanceSettingsInputSchema,
} from '../api/attendance';

const tag = '출석체크';
const operatorTag = '운영: 출석체크';

export const attendanceEndpoints = {
  calendar: endpoint<{ query: typeof attendanceMonthQuerySchema }, { 200: typeof attendanceCalendarSchema }>({
    method: 'GET',
    path: '/attendance',
    summary: '출석 달력 (서울 시각): 출석한 날, 연속 출석, 이번 달 출석 수, 보상표',
    tag,
  }),
  checkIn: endpoint<NoInput, { 200: typeof attendanceCheckInSchema }>({
    method: 'POST',
    path: '/attendance/check-in',
    summary: '오늘 출석체크 (하루 한 번, 보상 지급)',
    tag,
  }),
};

export const attendanceAdminEndpoints = {
  overview: endpoint<NoInput, { 200: typeof adminAttendanceSchema }>({
    method: 'GET',
    path: '/admin/attendance',
    permission: 'promotions.view',
    summary: '출석 보상·조건과 오늘의 출석',
    tag: operatorTag,
  }),
  save: endpoint<{ body: typeof attendanceSettingsInputSchema }, { 200: typeof adminAttendanceSchema }>({
    method: 'PUT',
    path: '/admin/attendance',
    permission: 'promotions.configure',
    summary: '출석 보상·조건 저장',
    tag: operatorTag,
  }),
};
