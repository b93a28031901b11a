import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginLockAdminRoutes } from '../auth/admin-routes';
import type { LoginLimiter } from '../auth/login-limiter';
import { betConsoleRoutes } from './admin-bet-routes';
import { betAdminRoutes } from '../betting/routes';
import { cashOutAdminRoutes } from '../betting/cash-out-routes';
import { cashierAdminRoutes } from '../cashier/admin-routes';
import { casinoAdminRoutes } from '../casino/admin-routes';
import type { CasinoParts } from '../casino/routes';
import type { TetherGateway } from '../cashier/tether-gateway-port';
import { bankAccountAdminRoutes } from '../members/bank-account-routes';
import { withdrawalPasswordAdminRoutes } from '../members/withdrawal-password-routes';
import type { IpBlockList } from '../ip-blocks/block-list';
import { ipBlockAdminRoutes } from '../ip-blocks/routes';
import { reservedNameAdminRoutes } from '../reserved-names/routes';
import { memberAdminRoutes } from '../members/admin-routes';
import { memberPlayAdminRoutes } from '../responsible-play/member-console-routes';
import { memberPictureAdminRoutes } from '../member-picture/routes';
import { messageAdminRoutes } from '../messages/routes';
import { messageCampaignAdminRoutes } from '../message-campaigns/routes';
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
import { reportAdminRoutes } from '../reports/routes';
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
import { limitHitsAdminRoutes } from '../responsible-play/limit-hits-routes';
import type { DocumentStore } from '../verification/document-store';
import { verificationAdminRoutes } from '../verification/routes';
import { staffAdminRoutes } from '../staff/routes';
import { riskAdminRoutes } from '../risk/routes';
import { permissionCheck, requireRoutePermission } from './permission-check';

export interface AdminRoutesDeps extends RouteContext {
  blockList: IpBlockList;
  /** the login brakes, whose locks the operator can see and clear */
  limiter: LoginLimiter;
  feed: SportsFeedControl | undefined;
  /** the minigame rounds' provider (draw-now) */
  rounds: MinigameRounds;
  /** the virtual sports' provider, when this server runs them */
  virtuals: VirtualSportsProvider | undefined;
  /** pays tether withdrawals the operator approves */
  tetherGateway?: TetherGateway | undefined;
  /** the casino's aggregators with the operator's switches, and the hooks a rolled back round tells */
  casino: CasinoParts;
  /** the identity documents' private store, which only the verification queue reads */
  documents: DocumentStore;
}

/**
 * The operator API, mounted at /api/admin. The administrator check is one hook on this scope, so a
 * route added to any module below cannot be reached by anyone else; the staff permission check is the
 * next (docs/decisions/075), and a route that names no permission stops the server from starting.
 */
export function adminRoutes(deps: AdminRoutesDeps): FastifyPluginAsyncZod {
  const { guard, feed, tetherGateway, casino, virtuals } = deps;
  return async (app) => {
    app.addHook('onRoute', requireRoutePermission);
    app.addHook('onRequest', guard.requireAdmin);
    app.addHook('onRequest', permissionCheck(deps.db));
    await app.register(auditAdminRoutes(deps));
    await app.register(reportAdminRoutes(deps));
    await app.register(limitHitsAdminRoutes(deps));
    await app.register(settingsAdminRoutes(deps));
    await app.register(messageAdminRoutes(deps));
    await app.register(messageCampaignAdminRoutes(deps));
    await app.register(rollingAdminRoutes(deps));
    await app.register(popupAdminRoutes(deps));
    await app.register(eventAdminRoutes(deps));
    await app.register(newsLinkAdminRoutes(deps));
    await app.register(memberAdminRoutes(deps));
    await app.register(memberPlayAdminRoutes(deps));
    await app.register(memberPictureAdminRoutes(deps));
    await app.register(ipBlockAdminRoutes(deps));
    await app.register(reservedNameAdminRoutes(deps));
    await app.register(loginLockAdminRoutes(deps));
    await app.register(balanceAdminRoutes(deps));
    await app.register(bankAccountAdminRoutes(deps));
    await app.register(withdrawalPasswordAdminRoutes(deps));
    await app.register(betAdminRoutes(deps));
    await app.register(cashOutAdminRoutes(deps));
    await app.register(betConsoleRoutes(deps));
    await app.register(cashierAdminRoutes({ ...deps, tetherGateway }));
    await app.register(sportsAdminRoutes({ feed }));
    await app.register(minigameAdminRoutes(deps));
    await app.register(tournamentAdminRoutes(deps));
    await app.register(attendanceAdminRoutes(deps));
    await app.register(rouletteAdminRoutes(deps));
    await app.register(couponAdminRoutes(deps));
    await app.register(ruleAdminRoutes(deps));
    await app.register(inquiryAdminRoutes(deps));
    await app.register(boardAdminRoutes(deps));
    await app.register(partnerAdminRoutes(deps));
    await app.register(casinoAdminRoutes({ ...deps, ...casino }));
    await app.register(verificationAdminRoutes(deps));
    await app.register(staffAdminRoutes(deps));
    await app.register(riskAdminRoutes(deps));
    if (virtuals) await app.register(virtualAdminRoutes({ engine: virtuals }));
  };
}
