// The test projects of the workspace; vitest.config.ts hands them to vitest 4 as `test.projects`,
// so `vitest --project domain` (or api, web, admin, cli) runs one of them.
export default ['packages/domain', 'apps/api', 'apps/web', 'apps/admin', 'apps/cli'];
