// The architecture of README "Layout", checked by `pnpm lint` (tests included):
// the packages import none of the apps; the apps never import each other (the CLI's tests take the
// API's fixtures through the declared `@garden/api/testing` entry); a web feature never imports another
// feature; the web and the back office (apps/admin) take the contract's shapes as types only, so no schema
// reaches their bundles, and the back office imports none of our code but the contract and the domain.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'packages-import-no-app',
      comment: '@garden/domain and @garden/contract are used by every app; they import none.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-imports-only-itself',
      comment: 'The domain is framework-free: decimal.js and its own files.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(decimal\\.js|fast-check|vitest)/',
      },
    },
    {
      name: 'apps-never-import-each-other',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: ['^apps/$1/', '^apps/api/src/testing\\.ts$'] },
    },
    {
      name: 'only-cli-tests-use-api-testing',
      comment: 'The API fixtures are for test files of other packages.',
      severity: 'error',
      from: { path: '^apps/(web|admin|cli)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment: 'In the web and the back office alike, a feature composes shared components and lib; pages (routes) compose features.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'browser-apps-take-contract-types-only',
      comment:
        'The contract is zod schemas; the web and the back office need only their types. Its endpoint table (endpoints.ts: methods and paths, the shapes attached as types) holds no schema, so they call through it at run time.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^packages/contract/', pathNot: '^packages/contract/src/endpoints\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'admin-imports-only-contract-and-domain',
      comment: 'The back office reaches the shop through the API over HTTP: of our packages it imports the contract and the domain only.',
      severity: 'error',
      from: { path: '^apps/admin/' },
      to: { path: '^(apps|packages)/', pathNot: ['^apps/admin/', '^packages/(contract|domain)/'] },
    },
    {
      name: 'contract-endpoints-import-types-only',
      comment: 'The endpoint table reaches the web bundle: it imports zod and the schemas as types only.',
      severity: 'error',
      from: { path: '^packages/contract/src/endpoints\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-routes-touch-no-database',
      comment:
        "A routes file of an API module (routes.ts, <concept>-routes.ts, operator-routes.ts) reads the request and asks its module's jobs; the jobs read and write the database.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/[^/]*routes\\.ts$' },
      to: { path: ['^apps/api/src/db/(client\\.ts$|schema/)', 'node_modules/drizzle-orm/'] },
    },
    {
      name: 'api-module-through-its-index',
      comment: 'An API module reaches another only through its door, modules/<feature>/index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/', pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^apps/[^/]+/(dist|data)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      conditionNames: ['@garden/source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    combinedDependencies: true,
  },
};
