// The frame of a model-based test over HTTP (STYLE.md, fast-check "model-based testing"), written once for the
// order and the refund models: each run starts from a fresh model and real state, so runs never share rows.
import fc from 'fast-check';

/**
 * The time a model-based test may take: its 15–20 runs of up to 16 HTTP calls each take about ten seconds on an idle
 * two-core machine, and several times that on a busy one, where the suite's 60 s default cut one short.
 */
export const MODEL_RUNS_TIMEOUT_MS = 300_000;

/**
 * `numRuns` runs of up to 16 of `commands`, each applied to the model and to the real state `start` makes anew
 * (after `first`, the commands every run begins with), checked as fast-check's `asyncModelRun` checks them.
 */
export async function checkModelRuns<Model extends object, Real>(
  numRuns: number,
  commands: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[],
  start: () => Promise<{ model: Model; real: Real; first?: fc.AsyncCommand<Model, Real>[] }>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 16, size: 'large' }), async (cmds) => {
      const { model, real, first } = await start();
      // Without `first`, fast-check gets its own command list back, which it reports shrunk on a failure.
      await fc.asyncModelRun(() => ({ model, real }), first ? [...first, ...cmds] : cmds);
    }),
    { numRuns },
  );
}
