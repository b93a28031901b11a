import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_PAGE_PATH, type SimTetherGateway } from './gateway';
import {
  PAGE_SCRIPT,
  PAGE_SCRIPT_PATH,
  PAGE_STYLESHEET,
  PAGE_STYLESHEET_PATH,
  renderMissingPage,
  renderPaymentPage,
} from './payment-page';

const INVOICE_ID = /^[0-9a-f]{32}$/;

/**
 * The gateway's pages, served by our own server outside /api because the gateway is simulated here:
 * GET the payment page, POST its button (then back to the page, so a reload does not pay twice), and
 * the page's stylesheet and countdown script.
 */
export function tetherPaymentPages(gateway: SimTetherGateway): FastifyPluginAsync {
  return async (app) => {
    // The button's form posts an empty urlencoded body; nothing in it is read (scoped to these routes).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );

    app.get<{ Params: { id: string } }>(`${PAYMENT_PAGE_PATH}/:id`, async (request, reply) => {
      const view = INVOICE_ID.test(request.params.id) ? await gateway.view(request.params.id) : undefined;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!view) return reply.code(404).send(renderMissingPage());
      return reply.send(await renderPaymentPage(view));
    });

    app.post<{ Params: { id: string } }>(`${PAYMENT_PAGE_PATH}/:id/pay`, async (request, reply) => {
      const { id } = request.params;
      if (!INVOICE_ID.test(id)) return reply.code(404).type('text/html; charset=utf-8').send(renderMissingPage());
      // Paid, expired or unknown: the page says which.
      await gateway.pay(id);
      return reply.code(303).header('location', `${PAYMENT_PAGE_PATH}/${id}`).send();
    });

    app.get(PAGE_STYLESHEET_PATH, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(PAGE_STYLESHEET),
    );
    app.get(PAGE_SCRIPT_PATH, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/javascript; charset=utf-8')
        .send(PAGE_SCRIPT),
    );
  };
}
