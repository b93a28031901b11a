import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignCreateSchema,
  campaignListSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignViewSchema,
  type CampaignView,
} from '@site/contracts/api/admin-message-campaigns';
import { messageCampaignEndpoints as endpoints } from '@site/contracts/endpoints/message-campaigns';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { createCampaign, listCampaigns, previewSegment } from './service';

/** Operator API (under /api/admin): 쪽지 to a segment of members. */
export function messageCampaignAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      endpoints.preview,
      { body: campaignPreviewInputSchema, answers: { 200: campaignPreviewSchema } },
      async (request) => ({ count: await previewSegment(db, clock, request.body.segment) }),
    );

    route(app, endpoints.list, { answers: { 200: campaignListSchema } }, async () => listCampaigns(db));

    route(
      app,
      endpoints.create,
      { body: campaignCreateSchema, answers: { 200: campaignViewSchema } },
      async (request) =>
        audited<CampaignView>(
          db,
          request,
          {
            action: 'messageCampaign.create',
            target: (campaign) => ({ kind: 'messageCampaign', id: campaign.id }),
            afterOf: (campaign) => ({ title: campaign.title, segment: campaign.segment, total: campaign.total }),
          },
          (tx) => createCampaign(tx, clock, callerOf(request).member, request.body),
        ),
    );
  };
}
