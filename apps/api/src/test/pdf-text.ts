// A PDF's text as a reader would copy it (poppler's pdftotext, with its layout) and its page count (pdfinfo): what
// the tests of the shop's PDFs (the quotation, the packing slips) assert on. The first page is also saved as a
// picture in apps/api/.screenshots/ (not committed), for a person to look at.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(bytes: Buffer, name: string): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'garden-pdf-'));
  try {
    const file = path.join(dir, `${name}.pdf`);
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const { stdout: info } = await run('pdfinfo', [file]);
    const shots = fileURLToPath(new URL('../../.screenshots/', import.meta.url));
    await mkdir(shots, { recursive: true });
    await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(shots, `pdf-${name}`)]);
    return { text: stdout, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
