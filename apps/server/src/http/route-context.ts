import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import type { SessionGuard } from '../modules/auth/session-guard';

/**
 * What every route plugin is built from, made once by buildApp and handed to each plugin as it is:
 * `fooRoutes(ctx)`. A plugin takes `RouteContext` (destructuring what it uses), or, when it needs an
 * engine or a setting of its own, an interface that extends it: `barRoutes({ ...ctx, catalogue })`.
 */
export interface RouteContext {
  db: Database;
  /** the time sessions, limits and every rule go by; tests pass one they can move */
  clock: Clock;
  /** carries balances, results and changes between modules, the workers and the streams */
  bus: EventBus;
  /** the session checks: guard.requireMember, guard.requireAdmin … */
  guard: SessionGuard;
}
