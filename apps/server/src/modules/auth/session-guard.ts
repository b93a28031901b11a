import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AUTH_HEADER } from '@site/contracts/api/session-codes';
import { twoFactorErrors } from '@site/contracts/api/two-factor';
import { AppError } from '../../http/app-error';
import { isAdministrator } from './administrator';
import { authErrors } from './errors';
import { authenticate, authenticateFromCache, type AuthDeps, type Caller } from './service';
import { SessionCache } from './session-cache';
import { tokenFromHeader } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the session guard's hooks; null on routes that do not require a login */
    caller: Caller | null;
  }
}

const authHeaderName = AUTH_HEADER.toLowerCase();

/**
 * The one place a request becomes a member. Routes that need a login add `requireMember` (or, for
 * the operator API, `requireAdmin`) as an onRequest hook, so the check runs before the body is read
 * and a handler cannot forget it; handlers then read the caller with callerOf().
 */
export interface SessionGuard {
  requireMember: MemberCheck;
  requireAdmin(request: FastifyRequest): Promise<void>;
}

/**
 * Called with the request alone, a promise; as a route's onRequest hook (Fastify passes `done`), a
 * callback hook that answers from the session cache without a promise when it can: this runs on
 * every signed-in request.
 */
export interface MemberCheck {
  (request: FastifyRequest): Promise<void>;
  (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
}

export function registerSessionGuard(app: FastifyInstance, deps: AuthDeps): SessionGuard {
  app.decorateRequest('caller', null);
  const sessions = new SessionCache(deps.bus, deps.clock);
  app.addHook('onClose', async () => sessions.close());
  const authenticateDeps = { db: deps.db, clock: deps.clock, sessions };
  const check = async (request: FastifyRequest): Promise<void> => {
    request.caller = await authenticate(authenticateDeps, requestToken(request));
  };
  const requireMember = ((request: FastifyRequest, _reply?: FastifyReply, done?: HookHandlerDoneFunction) => {
    if (!done) return check(request);
    const caller = authenticateFromCache(authenticateDeps, requestToken(request));
    if (caller) {
      request.caller = caller;
      return done();
    }
    check(request).then(() => done(), done);
    return undefined;
  }) as MemberCheck;
  return {
    requireMember,
    requireAdmin: async (request) => {
      await requireMember(request);
      if (!isAdministrator(callerOf(request).member)) throw new AppError(403, authErrors.forbidden);
      requireSecondFactor(callerOf(request));
    },
  };
}

export function requestToken(request: FastifyRequest): string | undefined {
  return tokenFromHeader(request.headers[authHeaderName]);
}

/** On a public route: the signed-in member's id, or undefined for a guest or a session that has ended. */
export async function viewerId(guard: SessionGuard, request: FastifyRequest): Promise<number | undefined> {
  if (!requestToken(request)) return undefined;
  return guard.requireMember(request).then(
    () => callerOf(request).member.id,
    () => undefined,
  );
}

/**
 * The consoles' second check (docs/decisions/052): the session must have been proven with a second
 * factor, which only an enrolled account's can be. A distinct text, so the console can say what to do.
 */
export function requireSecondFactor(caller: Caller): void {
  if (!caller.secondFactor) throw new AppError(403, twoFactorErrors.consoleNeedsSecondFactor);
}

/** The caller of a route guarded by requireMember or requireAdmin. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller)
    throw new Error(`route ${request.routeOptions.url ?? request.url} reads the caller without a guard`);
  return request.caller;
}
