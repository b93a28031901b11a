import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAttendanceSchema,
  attendanceCalendarSchema,
  attendanceCheckInSchema,
  attendanceMonthQuerySchema,
  attendanceSettingsInputSchema,
} from '@site/contracts/api/attendance';
import { attendanceAdminEndpoints, attendanceEndpoints } from '@site/contracts/endpoints/attendance';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { publishBalance } from '../ledger/service';
import { adminAttendance, attendanceCalendar, checkIn, saveAttendanceSettings } from './service';

/** /attendance: a member's calendar and check-in (members only). */
export function attendanceRoutes({ db, clock, bus, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      attendanceEndpoints.calendar,
      { query: attendanceMonthQuerySchema, answers: { 200: attendanceCalendarSchema } },
      (request) => attendanceCalendar(db, callerOf(request).member.id, clock.now(), request.query.month),
      { onRequest: guard.requireMember },
    );
    route(
      app,
      attendanceEndpoints.checkIn,
      { answers: { 200: attendanceCheckInSchema } },
      async (request) => {
        // The day is the server clock's, read once for the whole request.
        const { result, changes } = await checkIn(db, callerOf(request).member.id, clock.now());
        const last = changes.at(-1);
        if (last) publishBalance(bus, last);
        return result;
      },
      { onRequest: guard.requireMember },
    );
  };
}

/** Operator API (under /api/admin): attendance rewards, the deposit condition and today's check-ins. */
export function attendanceAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, attendanceAdminEndpoints.overview, { answers: { 200: adminAttendanceSchema } }, () =>
      adminAttendance(db, clock.now()),
    );
    route(
      app,
      attendanceAdminEndpoints.save,
      { body: attendanceSettingsInputSchema, answers: { 200: adminAttendanceSchema } },
      (request) =>
        audited(
          db,
          request,
          { action: 'attendance.settings.update', target: { kind: 'settings', id: 'attendance' }, after: request.body },
          (tx) => saveAttendanceSettings(tx, request.body, clock.now()),
        ),
    );
  };
}
