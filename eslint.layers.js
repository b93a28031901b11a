// @ts-check
/**
 * The layers of the server and of the site, checked by eslint-plugin-boundaries: each file may import
 * only the layers below its own. Why these layers: docs/decisions/012-server-layers.md; the picture:
 * README.md's Layout.
 *
 * Elements are folders (an import inside one folder is never checked); a file's layer is its category,
 * the first pattern of `files` below that matches it, so a module's routes can sit in the module's
 * folder and still be the http layer.
 */
import boundaries from 'eslint-plugin-boundaries';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/**
 * The server's modules by tier, bottom to top (docs/decisions/054-server-tiers.md). A module of a tier
 * may use the modules of its own tier and of the tiers below; the products use no other product.
 * Every folder of modules/ is named once (scripts/lint/layers.test.ts checks it).
 */
export const SERVER_TIERS = {
  // The site's basics, standing on the kernel only: the audit trail, IP blocks, counters, settings.
  foundation: ['audit', 'ip-blocks', 'rate-limits', 'settings', 'reserved-names', 'images', 'health'],
  // The ledger, the member's notifications that money moves and settled bets write beside it, and the
  // member's own limits that every booking of a stake or a deposit checks under the ledger's lock.
  ledger: ['ledger', 'notifications', 'responsible-play'],
  betting: ['betting'],
  // Who the member is: sessions and passwords (auth), profiles and bank accounts, messages, friends.
  // A member's time-out or self-exclusion (it ends their sessions) and identity verification live here too.
  // Staff accounts (issue 36) are administrator accounts: their roles, suspension and refused calls.
  accounts: ['auth', 'messages', 'members', 'friends', 'self-exclusion', 'verification', 'staff'],
  // The operator's and the member's money moves: deposits and withdrawals, points, rolling, partners.
  money: ['cashier', 'balance', 'rolling', 'partners', 'manager'],
  // What members play, beside money: they use the betting core and accounts, never each other.
  products: ['sports', 'minigames', 'virtuals', 'casino'],
  // What brings members back: coupons, the roulette, attendance, events, tournaments.
  engagement: ['coupons', 'roulette', 'attendance', 'site-events', 'tournaments'],
  // What members read and write to the site: the board, inquiries, popups, rules, news, links.
  content: ['board', 'shared-slips', 'inquiries', 'popups', 'site-rules', 'news-link', 'messenger', 'livetv'],
  // The back office's views across every domain (issue 36): linked accounts and risk flags, a member's
  // whole picture, reports, messages to segments. They read what every tier below wrote.
  backoffice: ['risk', 'member-picture', 'message-campaigns', 'reports'],
  // The operator console: only routes, which compose every tier's operator routes.
  console: ['admin'],
};

/** @param {string[]} names */
const modulesOf = (names) => `${SERVER}/modules/${names.length === 1 ? names[0] : `{${names.join(',')}}`}/**`;

/** A file's layer is its first matching category; every file of the server has one. */
const files = [
  // Tests and their kits may use anything; nothing else may use them.
  {
    category: 'test',
    pattern: [
      `${SERVER}/test/**`,
      `${SERVER}/**/*.test.ts`,
      `${SERVER}/**/*-test-kit.ts`,
      `${SERVER}/**/test-*.ts`,
      // npm run test:hosts: the several-hosts topology and its faults (docs/decisions/074).
      `${SERVER}/hosts/**`,
      `${WEB}/test/**`,
      `${WEB}/**/*.test.{ts,tsx}`,
    ],
  },
  // main.ts (and runtime/) make the database, every worker and the app, once.
  { category: 'server-entry', pattern: [`${SERVER}/main.ts`, `${SERVER}/runtime/**`] },
  // The demo data is written through the modules' repositories (main.ts and tests call it).
  { category: 'server-seed', pattern: [`${SERVER}/db/seed.ts`, `${SERVER}/db/demo-linked-members.ts`] },
  // What every layer stands on. app-error and paging are the shapes services answer with (no Fastify).
  {
    category: 'server-kernel',
    pattern: [`${SERVER}/{clock,config}.ts`, `${SERVER}/{db,events,lib}/**`, `${SERVER}/http/{app-error,paging}.ts`],
  },
  // The top: the app, its plugins, and each module's routes, streams, guards and answer cache.
  {
    category: 'server-http',
    pattern: [
      `${SERVER}/app.ts`,
      `${SERVER}/http/**`,
      `${SERVER}/modules/*/{routes,*-routes,*-stream,*guard,answer-cache}.ts`,
      modulesOf(SERVER_TIERS.console),
    ],
  },
  { category: 'server-workers', pattern: `${SERVER}/workers/**` },
  { category: 'server-provider', pattern: `${SERVER}/sim/**` },
  // What a product (or the cashier) lets its providers see: the port they implement and pure helpers.
  {
    category: 'server-port',
    pattern: [
      `${SERVER}/modules/*/*-port.ts`,
      `${SERVER}/modules/sports/feed-control.ts`,
      `${SERVER}/modules/minigames/round-view.ts`,
    ],
  },
  // The modules' tiers (SERVER_TIERS).
  { category: 'server-foundation', pattern: modulesOf(SERVER_TIERS.foundation) },
  { category: 'server-ledger', pattern: modulesOf(SERVER_TIERS.ledger) },
  { category: 'server-betting', pattern: modulesOf(SERVER_TIERS.betting) },
  { category: 'server-accounts', pattern: modulesOf(SERVER_TIERS.accounts) },
  { category: 'server-money', pattern: modulesOf(SERVER_TIERS.money) },
  { category: 'server-product', pattern: modulesOf(SERVER_TIERS.products) },
  { category: 'server-engagement', pattern: modulesOf(SERVER_TIERS.engagement) },
  { category: 'server-content', pattern: modulesOf(SERVER_TIERS.content) },
  { category: 'server-backoffice', pattern: modulesOf(SERVER_TIERS.backoffice) },
];

/** Folders: what is one element (imports inside it are free) and the names rules look at. */
const elements = [
  { type: 'contracts', pattern: 'packages/contracts/src', partialMatch: false },
  { type: 'server-module', pattern: `${SERVER}/modules/*`, capture: ['module'], partialMatch: false },
  { type: 'server-sim', pattern: `${SERVER}/sim/*`, capture: ['provider'], partialMatch: false },
  { type: 'server-folder', pattern: `${SERVER}/*`, capture: ['folder'], partialMatch: false },
  { type: 'server-root', pattern: SERVER, partialMatch: false },
  { type: 'web-feature', pattern: `${WEB}/features/*`, capture: ['feature'], partialMatch: false },
  { type: 'web-ui', pattern: `${WEB}/components/ui`, partialMatch: false },
  // The operator console's kit: generic operator UI (query states, confirmations, setting rows, limit
  // editors, action errors) that several domains' operator screens use.
  { type: 'web-console', pattern: `${WEB}/components/console`, partialMatch: false },
  { type: 'web-lib', pattern: `${WEB}/{lib,i18n,styles}`, partialMatch: false },
  { type: 'web-app', pattern: `${WEB}/app`, partialMatch: false },
  { type: 'web-test', pattern: `${WEB}/test`, partialMatch: false },
  { type: 'web-root', pattern: WEB, partialMatch: false },
];

/** @param {string[]} layers */
const layer = (...layers) => ({ file: { categories: layers } });
/** @param {string[]} types */
const element = (...types) => ({ element: { types } });

const serverBase = ['server-kernel'];
const belowBetting = [...serverBase, 'server-foundation', 'server-ledger'];
const belowAccounts = [...belowBetting, 'server-betting'];
const belowMoney = [...belowAccounts, 'server-accounts'];
const belowEngagement = [...belowMoney, 'server-money', 'server-port', 'server-product'];
const modules = [...belowEngagement, 'server-engagement', 'server-content', 'server-backoffice'];

/** Last match wins; an import no policy allows is refused. */
const policies = [
  // contracts is the one source both apps stand on, and it stands on nothing of theirs.
  { allow: { to: element('contracts') } },

  // The server, bottom to top.
  { from: layer('server-kernel'), allow: { to: layer(...serverBase) } },
  // The modules' tiers (SERVER_TIERS): each uses its own tier and those below, never one above.
  { from: layer('server-foundation'), allow: { to: layer(...serverBase, 'server-foundation') } },
  { from: layer('server-ledger'), allow: { to: layer(...serverBase, 'server-foundation', 'server-ledger') } },
  { from: layer('server-betting'), allow: { to: layer(...belowBetting) } },
  { from: layer('server-accounts'), allow: { to: layer(...belowAccounts, 'server-accounts') } },
  { from: layer('server-money'), allow: { to: layer(...belowMoney, 'server-money') } },
  // Products (and the ports they and the cashier give their providers) stand beside money: the
  // betting core and accounts, never money or each other's services.
  { from: layer('server-product', 'server-port'), allow: { to: layer(...belowMoney) } },
  { from: layer('server-engagement'), allow: { to: layer(...belowEngagement, 'server-engagement') } },
  { from: layer('server-content'), allow: { to: layer(...modules.filter((tier) => tier !== 'server-backoffice')) } },
  { from: layer('server-backoffice'), allow: { to: layer(...modules) } },
  {
    // Virtual sports are sports fixtures: the one product that builds on another.
    from: { element: { types: 'server-module', captured: { module: 'virtuals' } } },
    allow: {
      to: { element: { captured: { module: 'sports' } }, file: { categories: ['server-product', 'server-port'] } },
    },
  },
  // Providers implement the ports their products define, never a product's services.
  { from: layer('server-provider'), allow: { to: layer(...serverBase, 'server-port', 'server-provider') } },
  { from: layer('server-workers'), allow: { to: layer(...modules, 'server-provider', 'server-workers') } },
  { from: layer('server-seed'), allow: { to: layer(...modules) } },
  // Routes use services of any layer, and get engines handed in: they import no provider or worker.
  { from: layer('server-http'), allow: { to: layer(...modules, 'server-http') } },
  {
    // main.ts and runtime/ (serve one process, or supervise several) compose everything.
    from: layer('server-entry'),
    allow: { to: layer(...modules, 'server-seed', 'server-provider', 'server-workers', 'server-http', 'server-entry') },
  },

  // The site: contracts -> lib / ui (and the console's kit) -> features -> app.
  { from: element('web-lib'), allow: { to: element('web-lib') } },
  { from: element('web-ui'), allow: { to: element('web-lib', 'web-ui') } },
  { from: element('web-console'), allow: { to: element('web-lib', 'web-ui') } },
  {
    // A feature reaches another feature only through its public surface: api/ (its calls: hooks and
    // queries) and exports/ (what it lends to others, such as a component another feature shows).
    from: element('web-feature'),
    allow: {
      to: [
        element('web-lib', 'web-ui', 'web-console'),
        { element: { types: 'web-feature', fileInternalPath: '{api,exports}/**' } },
      ],
    },
  },
  {
    // The operator console (features/admin) is a frame: it composes each domain's operator screens,
    // which live in that domain's feature (features/<domain>/admin/), as tabs.
    from: { element: { types: 'web-feature', captured: { feature: 'admin' } } },
    allow: { to: { element: { types: 'web-feature', fileInternalPath: 'admin/**' } } },
  },
  { from: element('web-app'), allow: { to: element('web-lib', 'web-ui', 'web-console', 'web-feature') } },
  {
    from: element('web-root'),
    allow: { to: element('web-lib', 'web-ui', 'web-console', 'web-feature', 'web-app') },
  },
  {
    // A domain's operator screens are the console's alone: no member page, route or layout shows one.
    from: element('web-app', 'web-root'),
    disallow: { to: { element: { types: 'web-feature', fileInternalPath: 'admin/**' } } },
  },

  // Tests reach whatever they test.
  { from: layer('test'), allow: { to: [{ element: { isUnknown: false } }] } },
];

const settings = {
  // The plugin resolves imports the eslint-plugin-import way.
  'import/resolver': { typescript: {} },
  'boundaries/elements': elements,
  'boundaries/files': files,
  'boundaries/files-single-match': true,
};

/** @param {string} message */
const dependencies = (message) => [
  'error',
  // An import of a local file outside every element (a misplaced file) is refused too.
  { default: 'disallow', checkUnknownLocals: true, policies, message },
];

export default [
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { boundaries },
    settings,
    rules: {
      'boundaries/dependencies': dependencies(
        '{{from.file.categories}} may not import {{to.file.categories}} ({{to.file.path}}): each layer of the server imports only those below it, each tier of modules its own and those below (docs/decisions/012-server-layers.md, 054-server-tiers.md).',
      ),
      // Every file of the server belongs to a folder the layers know.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, 'packages/contracts/src/**/*.ts'],
    plugins: { boundaries },
    settings,
    rules: {
      'boundaries/dependencies': dependencies(
        '{{from.element.types}} may not import {{to.element.types}} ({{to.file.path}}): contracts -> lib / ui -> features -> app, a feature reaches another only through its api/ or exports/, and a domain’s admin/ only the console (features/admin) imports (DESIGN.md).',
      ),
      'boundaries/no-unknown-files': 'error',
    },
  },
];
