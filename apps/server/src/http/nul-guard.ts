import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';
import { errorMessages } from './messages';

const NUL = '\u0000';
// %00 in the address becomes NUL in a path or query parameter once decoded.
const ENCODED_NUL = /%00/i;

/**
 * The second wall behind the contracts' text schemas: PostgreSQL cannot hold NUL in text, so a NUL
 * that reached a query would fail it (500). Refused here with 400 wherever it comes (the address, a
 * header such as the session token, any string or key of a JSON body), so no route, with or without
 * a schema, and no route added later can be made to fail that way.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook: this runs on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes(NUL) || headersHoldNul(request.raw.rawHeaders)) {
      sendError(reply, 400, errorMessages.controlCharacter);
      return;
    }
    done();
  });
  // A callback hook too; a request without a body (every GET) has nothing to look at.
  app.addHook('preValidation', (request, reply, done) => {
    if (request.body !== undefined && holdsNul(request.body)) {
      sendError(reply, 400, errorMessages.controlCharacter);
      return;
    }
    done();
  });
}

/** Names and values as received (every line of a repeated header too), without building an object of them. */
function headersHoldNul(rawHeaders: readonly string[]): boolean {
  for (const line of rawHeaders) if (line.includes(NUL)) return true;
  return false;
}

/** Whether a parsed body holds NUL in any string or key, however deep (iteratively: no stack to overflow). */
function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      // One at a time: spreading a long array into push() would pass too many arguments.
      for (const entry of value) pending.push(entry);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}
