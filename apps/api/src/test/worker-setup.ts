// Run before each API test file (vitest.config.ts `setupFiles`). A deprecated call throws where it is made, failing
// the test that makes it, instead of one warning a process in the log: pg, for one, warns when a query is sent on a
// connection that already has one waiting (a `Promise.all` of statements inside a transaction), which pg 9 refuses.
process.throwDeprecation = true;
