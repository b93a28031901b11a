import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { loginLockAdminRoutes } from '../auth/admin-routes';
import type { LoginLimiter } from '../auth/login-limiter';
import type { SessionGuard } from '../auth/session-guard';
import { betConsoleRoutes } from './admin-bet-routes';
import { betAdminRoutes } from '../betting/routes';
import { cashierAdminRoutes } from '../cashier/admin-routes';
import { casinoAdminRoutes } from '../casino/admin-routes';
import type { CasinoCatalogue } from '../casino/catalogue';
import type { CasinoRoundHooks } from '../casino/round-hooks';
import type { TetherGateway } from '../cashier/tether-gateway-port';
import { bankAccountAdminRoutes } from '../members/bank-account-routes';
import { withdrawalPasswordAdminRoutes } from '../members/withdrawal-password-routes';
import type { IpBlockList } from '../ip-blocks/block-list';
import { ipBlockAdminRoutes } from '../ip-blocks/routes';
import { reservedNameAdminRoutes } from '../reserved-names/routes';
import { memberAdminRoutes } from '../members/admin-routes';
import { messageAdminRoutes } from '../messages/routes';
import type { MinigameRounds } from '../minigames/rounds-port';
import { minigameAdminRoutes } from '../minigames/routes';
import { newsLinkAdminRoutes } from '../news-link/routes';
import { partnerAdminRoutes } from '../partners/routes';
import { popupAdminRoutes } from '../popups/routes';
import { eventAdminRoutes } from '../site-events/routes';
import { settingsAdminRoutes } from '../settings/admin-routes';
import type { SportsFeedControl } from '../sports/feed-control';
import { sportsAdminRoutes } from '../sports/routes';
import { tournamentAdminRoutes } from '../tournaments/admin-routes';
import { auditAdminRoutes } from '../audit/routes';
import { attendanceAdminRoutes } from '../attendance/routes';
import { rouletteAdminRoutes } from '../roulette/routes';
import { couponAdminRoutes } from '../coupons/routes';
import { ruleAdminRoutes } from '../site-rules/routes';
import { inquiryAdminRoutes } from '../inquiries/routes';
import { boardAdminRoutes } from '../board/routes';
import type { VirtualSportsProvider } from '../virtuals/provider-port';
import { virtualAdminRoutes } from '../virtuals/routes';
import { balanceAdminRoutes } from '../balance/routes';
import { rollingAdminRoutes } from '../rolling/routes';

export interface AdminRoutesDeps {
  db: Database;
  clock: Clock;
  guard: SessionGuard;
  blockList: IpBlockList;
  /** the login brakes, whose locks the operator can see and clear */
  limiter: LoginLimiter;
  bus: EventBus;
  feed: SportsFeedControl | undefined;
  /** the minigame rounds' provider (draw-now) */
  rounds: MinigameRounds;
  /** the virtual sports' provider, when this server runs them */
  virtuals: VirtualSportsProvider | undefined;
  /** pays tether withdrawals the operator approves */
  tetherGateway?: TetherGateway | undefined;
  /** the casino's aggregators with the operator's switches, and the hooks a rolled back round tells */
  casino: { catalogue: CasinoCatalogue; hooks: readonly CasinoRoundHooks[] };
}

/**
 * The operator API, mounted at /api/admin. The administrator check is one hook on this scope, so a
 * route added to any module below cannot be reached by anyone else.
 */
export function adminRoutes({
  db,
  clock,
  guard,
  blockList,
  limiter,
  bus,
  feed,
  rounds,
  virtuals,
  tetherGateway,
  casino,
}: AdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    await app.register(auditAdminRoutes({ db }));
    await app.register(settingsAdminRoutes({ db, clock }));
    await app.register(messageAdminRoutes({ db, clock, bus }));
    await app.register(rollingAdminRoutes({ db, clock, bus }));
    await app.register(popupAdminRoutes({ db }));
    await app.register(eventAdminRoutes({ db, clock }));
    await app.register(newsLinkAdminRoutes({ db, clock }));
    await app.register(memberAdminRoutes({ db, clock, bus }));
    await app.register(ipBlockAdminRoutes({ db, clock, blockList }));
    await app.register(reservedNameAdminRoutes({ db, clock }));
    await app.register(loginLockAdminRoutes({ db, limiter }));
    await app.register(balanceAdminRoutes({ db, bus }));
    await app.register(bankAccountAdminRoutes({ db, clock }));
    await app.register(withdrawalPasswordAdminRoutes({ db, clock, bus }));
    await app.register(betAdminRoutes({ db, clock, bus }));
    await app.register(betConsoleRoutes({ db, clock, bus }));
    await app.register(cashierAdminRoutes({ db, clock, bus, tetherGateway }));
    await app.register(sportsAdminRoutes({ db, feed }));
    await app.register(minigameAdminRoutes({ db, clock, rounds }));
    await app.register(tournamentAdminRoutes({ db, clock }));
    await app.register(attendanceAdminRoutes({ db, clock }));
    await app.register(rouletteAdminRoutes({ db, clock }));
    await app.register(couponAdminRoutes({ db, clock }));
    await app.register(ruleAdminRoutes({ db, clock }));
    await app.register(inquiryAdminRoutes({ db, clock, bus }));
    await app.register(boardAdminRoutes({ db, clock }));
    await app.register(partnerAdminRoutes({ db, clock, bus }));
    await app.register(casinoAdminRoutes({ db, clock, bus, ...casino }));
    if (virtuals) await app.register(virtualAdminRoutes({ engine: virtuals }));
  };
}
