import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('the log', () => {
  it("leaves a failed query's bound values out of an error", async () => {
    let written = '';
    const logger = await createLogger({ level: 'info', destination: { write: (line: string) => (written += line) } });
    const failed = Object.assign(
      new Error('Failed query: update member_cards set balance_fen = $1 where f_card_number = $2\nparams: 100,731904586'),
      {
        params: [100, 731904586],
      },
    );
    logger.error({ err: failed }, 'unexpected error');
    expect(written).toContain('Failed query: update member_cards');
    expect(written).not.toContain('731904586');
  });
});
