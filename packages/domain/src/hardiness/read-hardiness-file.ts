import { HARDINESS_FILE_EMPTY, HARDINESS_LINE_INVALID, HARDINESS_ZONE_INVALID } from '../messages/messages';
import type { HardinessZone } from './hardiness-zone';
import { parseZone } from './parse-zone';

/** One data line of a hardiness file: the region as written (a code or a name) and its zone. */
export interface HardinessLine {
  readonly line: number;
  readonly region: string;
  readonly zone: HardinessZone;
}

/** A line that cannot be loaded, by its number in the file (1 is the first). */
export interface HardinessLineError {
  readonly line: number;
  readonly message: string;
}

/**
 * Reads a hardiness file (`garden hardiness import`): one city a line as `region,zone` (`3301,8b` or
 * `杭州市,8b`), comma or tab separated; blank lines and a first line naming the columns are skipped.
 * Every bad line is reported, so an operator fixes the file once; a file with no data line is an error.
 */
export function readHardinessFile(text: string): { lines: HardinessLine[]; errors: HardinessLineError[] } {
  const lines: HardinessLine[] = [];
  const errors: HardinessLineError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.split(/[,\t]/).map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) return;
    if (line === 1 && /zone|耐寒/i.test(raw)) return;
    const [region = '', zoneText = '', ...rest] = cells;
    if (region === '' || rest.some((cell) => cell !== '')) {
      errors.push({ line, message: HARDINESS_LINE_INVALID });
      return;
    }
    const zone = parseZone(zoneText);
    if (!zone) errors.push({ line, message: HARDINESS_ZONE_INVALID });
    else lines.push({ line, region, zone });
  });
  if (lines.length === 0 && errors.length === 0) errors.push({ line: 0, message: HARDINESS_FILE_EMPTY });
  return { lines, errors };
}

/** How an error reads to the operator: `第 3 行：耐寒区应为 1a 至 13b`. */
export function describeHardinessError(error: HardinessLineError): string {
  return error.line > 0 ? `第 ${error.line} 行：${error.message}` : error.message;
}
