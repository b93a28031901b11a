import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@site/contracts/api/member';
import { intIdParamsSchema } from '@site/contracts/api/params';
import {
  reservedNameCollisionListSchema,
  reservedNameInputSchema,
  reservedNameListSchema,
} from '@site/contracts/api/reserved-names';
import { reservedNameAdminEndpoints } from '@site/contracts/endpoints/reserved-names';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { addReservedName, removeReservedName, reservedNameCollisions, reservedNames } from './service';

/** Operator API (under /api/admin): the words no nickname may imitate, and who already does. */
export function reservedNameAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = reservedNameAdminEndpoints;
    route(app, admin.list, { answers: { 200: reservedNameListSchema } }, () => reservedNames(db));
    route(app, admin.add, { body: reservedNameInputSchema, answers: { 200: okSchema } }, async (request) => {
      const { word } = request.body;
      await audited(
        db,
        request,
        { action: 'reservedName.add', target: { kind: 'reservedName', id: word }, after: { word } },
        (tx) => addReservedName(tx, word, clock.now()),
      );
      return { ok: true as const };
    });
    route(app, admin.remove, { params: intIdParamsSchema, answers: { 200: okSchema } }, async (request) => {
      const { id } = request.params;
      const word = (await reservedNames(db)).find((name) => name.id === id)?.word ?? null;
      await audited(
        db,
        request,
        { action: 'reservedName.remove', target: { kind: 'reservedName', id: String(id) }, before: { word } },
        (tx) => removeReservedName(tx, id),
      );
      return { ok: true as const };
    });
    route(app, admin.collisions, { answers: { 200: reservedNameCollisionListSchema } }, () =>
      reservedNameCollisions(db),
    );
  };
}
