// A PDF in Chinese (pdfkit with Debian's Noto Sans CJK): what every PDF the shop makes starts from, the trade
// quotation (modules/trade-catalogue) and the back office's packing slips (modules/orders).
import { existsSync } from 'node:fs';
import { FONT_MISSING } from '@garden/domain';
import PDFDocument from 'pdfkit';

/** Debian's `fonts-noto-cjk` (which `.ci/run` installs); `GARDEN_CJK_FONT` names another CJK font file. */
export const CJK_FONT_FILE = process.env.GARDEN_CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The face inside the collection: Simplified Chinese. */
const CJK_FACE = 'NotoSansCJKsc-Regular';

/**
 * An A4 document with the CJK font registered and chosen, and `finish()`, which ends it and answers its bytes.
 * Throws `FONT_MISSING` when the font is not installed.
 */
export function openCjkDocument(options: { margin: number; title: string; author: string }): {
  doc: PDFKit.PDFDocument;
  finish: () => Promise<Buffer>;
} {
  if (!existsSync(CJK_FONT_FILE)) throw new Error(FONT_MISSING);
  const doc = new PDFDocument({ size: 'A4', margin: options.margin, info: { Title: options.title, Author: options.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('cjk', CJK_FONT_FILE, CJK_FACE);
  doc.font('cjk');
  return {
    doc,
    finish: async () => {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}
