import type { Plugin } from 'vite';

/**
 * The endpoints (packages/contracts/src/endpoints/) carry a Korean summary and group each, for the
 * API docs the server generates (docs/decisions/024). The site calls an endpoint by its method and
 * path only, so the built site leaves the docs out: every first page would otherwise download those
 * of the session's, the settings' and the messages' calls.
 */
const endpointModule = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

/**
 * `summary: '…',` or `tag: '…',` with any quotes and line breaks prettier may put around it, `tag: operatorTag,` and
 * `tag,`; not an endpoint named `summary` (`summary: endpoint<…>(…)`, the rolling summary's).
 */
const docsProperty =
  /\b(?:summary|tag):\s*(?:(['"`])(?:\\.|(?!\1)[^\\])*\1|\w+(?=\s*[,}])),?|(?<=[{,]\s*)\btag\b,?(?=\s*[}\w])/g;

export const endpointDocsOut = (): Plugin => ({
  name: 'endpoint-docs-out',
  apply: 'build',
  transform(code, id) {
    if (!endpointModule.test(id)) return null;
    return { code: code.replace(docsProperty, ''), map: null };
  },
});
