import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipBlockListSchema, ipBlockSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import { ipBlockAdminEndpoints } from '@site/contracts/endpoints/ip-blocks';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import type { IpBlockList } from './block-list';
import { normalizeIp } from '../../lib/ip-address';
import { deleteIpBlock, insertIpBlock, listIpBlocks } from './repo';

export interface IpBlockRoutesDeps extends RouteContext {
  blockList: IpBlockList;
}

/** Operator API (under /api/admin): the IPs answered with HTTP 600. */
export function ipBlockAdminRoutes({ db, clock, blockList }: IpBlockRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = ipBlockAdminEndpoints;
    route(app, admin.list, { answers: { 200: ipBlockListSchema } }, async () => {
      const rows = await listIpBlocks(db);
      return rows.map((row) => ({ ip: row.ip, createdAt: row.createdAt.toISOString() }));
    });

    // Adding an IP already on the list, or removing one that is not, leaves the list as asked: ok.
    route(app, admin.add, { body: ipBlockSchema, answers: { 200: okSchema } }, async (request) => {
      const ip = normalizeIp(request.body.ip);
      await audited(
        db,
        request,
        { action: 'ipBlock.add', target: { kind: 'ip', id: ip }, after: { blocked: true } },
        (tx) => insertIpBlock(tx, ip, clock.now()),
      );
      blockList.invalidate();
      return { ok: true as const };
    });

    route(app, admin.remove, { body: ipBlockSchema, answers: { 200: okSchema } }, async (request) => {
      const ip = normalizeIp(request.body.ip);
      await audited(
        db,
        request,
        {
          action: 'ipBlock.remove',
          target: { kind: 'ip', id: ip },
          before: { blocked: true },
          after: { blocked: false },
        },
        (tx) => deleteIpBlock(tx, ip),
      );
      blockList.invalidate();
      return { ok: true as const };
    });
  };
}
