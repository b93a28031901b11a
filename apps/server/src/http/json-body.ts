import type { FastifyInstance } from 'fastify';

/**
 * The site's JSON body parser: Fastify's own (its prototype-poisoning guards included), except that an
 * empty body is no body. Clients send `content-type: application/json` with nothing on calls that take
 * no body (logout, approvals, draw-now); Fastify's parser refused those with 400 (FST_ERR_CTP_EMPTY_JSON_BODY)
 * before the route ran, so a logout left its session open. A route with a body schema still refuses a
 * missing body with its Korean 400, and malformed JSON is still a 400 (error-handler.ts).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the parser's type allows a Buffer too.
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
