// The test projects of the workspace; vitest.config.ts hands them to vitest 4 as `test.projects`,
// so `vitest --project domain` (or api, web, admin, cli) runs one of them. `pnpm test` runs them by name in
// scripts/test-suites.mjs: a project added here is added to one of its lists too.
export default ['packages/domain', 'apps/api', 'apps/web', 'apps/admin', 'apps/cli'];
