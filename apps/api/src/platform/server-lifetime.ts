// How the server's process ends: only when asked to, or saying why. Node ends a process whose event loop
// has nothing left to wait for without a word: with code 0, or with 13 ("unsettled top-level await") when
// the entry module is still awaiting, e.g. a start-up step whose promise nothing will ever settle. For a
// server either means it stopped serving unasked, and a supervisor would only see a number.
import type { Server } from 'node:net';
import { log as logger } from './logger';

export interface Lifetime {
  /** Awaits one start-up step; should the process run dry while it is pending, the step is named. */
  step<T>(what: string, work: Promise<T>): Promise<T>;
  /**
   * Start-up is over and the process is `what` (serving, supervising workers). With `server`, its
   * listening socket closing unasked ends the process too: nothing would accept a connection again.
   */
  running(what: string, server?: Server): void;
  /** A stop was asked for (a signal): closing the server and running dry are the plan from now on. */
  stopping(): void;
}

/**
 * Watches the process from its first line: running dry before a stop was asked for (a start-up step that
 * can never finish, every handle closed while serving) or the listening socket closing unasked is logged
 * with what the process was doing, and ends it with code 1. Running dry while stopping (a close that
 * never confirmed) ends it with code 0, said as well.
 */
export function watchLifetime(log: (line: string) => void = (line) => logger().fatal(line)): Lifetime {
  let doing = 'starting';
  let stopping = false;
  const stop = (why: string, code: number) => {
    log(why);
    process.exit(code);
  };
  process.on('beforeExit', () => {
    if (stopping) stop('stopping: nothing was left running before every close had confirmed; exiting', 0);
    else stop(`the process ran out of work while ${doing}, though no stop was asked for; exiting with code 1`, 1);
  });
  return {
    async step(what, work) {
      doing = `${what} (a promise nothing was left to settle)`;
      return work;
    },
    running(what, server) {
      doing = what;
      server?.once('close', () => {
        if (!stopping) stop(`the listening socket closed while ${what}, though no stop was asked for; exiting with code 1`, 1);
      });
    },
    stopping() {
      stopping = true;
    },
  };
}
