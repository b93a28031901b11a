import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { authErrors } from '../auth/errors';
import { permissionCheck, requireRoutePermission } from './permission-check';

describe('the console’s permission check', () => {
  it('stops the server from starting with a console route that names no permission', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (scope) => {
          scope.addHook('onRoute', requireRoutePermission);
          scope.get('/named', { config: { permission: 'settings.view' } }, () => ({}));
          scope.get('/forgotten', () => ({}));
        },
        { prefix: '/api/admin' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      /GET \/api\/admin\/forgotten: a console route must name its staff permission/,
    );
    await app.close();
  });

  it('still answers the refusal when its row cannot be written, and logs why', async () => {
    const failingDb = {
      insert: () => ({ values: () => Promise.reject(new Error('database is gone')) }),
    } as unknown as Database;
    const app = Fastify();
    const logged = vi.spyOn(app.log, 'error');
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request) => {
      const member = { id: 1, type: 1, role: 10, staffRole: 'readonly' } as MemberRow;
      request.caller = { sessionId: 1, sessionStartedAt: new Date(), member, secondFactor: true };
    });
    app.addHook('onRequest', permissionCheck(failingDb));
    app.put('/api/admin/settings', { config: { permission: 'settings.configure' } }, () => ({ ok: true }));
    // The app's error handler turns AppError into { message }; a bare app answers with it in its own shape.
    const response = await app.inject({ method: 'PUT', url: '/api/admin/settings' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: authErrors.notPermitted });
    expect(logged).toHaveBeenCalled();
    await app.close();
  });
});
