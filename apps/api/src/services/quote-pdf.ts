/// <reference path="../types/svg-to-pdfkit.d.ts" />
// The quotation PDF (shopping §2 bkList "generate PDF then download", bkPreviewPdf; §9 export limit 10000):
// Chinese text in Noto Sans CJK SC, the shop, the trader and the date on top, one row per SKU with its
// picture, name, spec and price, a total under each category, and page numbers.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sumMoney, formatYuan } from '@garden/domain';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** Debian's `fonts-noto-cjk` (which `.ci/run` installs); `GARDEN_CJK_FONT` names another CJK font file. */
export const CJK_FONT_FILE = process.env.GARDEN_CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The face inside the collection: Simplified Chinese. */
const CJK_FACE = 'NotoSansCJKsc-Regular';

export const FONT_MISSING = '缺少中文字体（fonts-noto-cjk），无法生成 PDF';

export interface QuotePdfLine {
  catName: string;
  name: string;
  spec: string;
  /** Yuan, as the list shows it. */
  price: string;
  /** The picture's address on this server (`/media/…` or `/uploads/…`), or ''. */
  picture: string;
}

export interface QuotePdfInput {
  title: string;
  shopName: string;
  /** Who the quotation is for. */
  trader: string;
  date: string;
  lines: readonly QuotePdfLine[];
  /** Where `/media/…` and `/uploads/…` pictures live. */
  dataDir: string;
}

const MARGIN = 40;
const ROW = 34;
const PICTURE = 28;

/** Reads each distinct picture once: SVG text for the seed's drawings, bytes for uploaded photos. */
async function loadPictures(dataDir: string, urls: readonly string[]): Promise<Map<string, string | Buffer>> {
  const pictures = new Map<string, string | Buffer>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      if (!/^\/(media|uploads)\/[\w/.-]+$/.test(url) || url.includes('..')) return;
      const file = path.join(dataDir, url);
      if (!existsSync(file)) return;
      // A 28-point thumbnail keeps the drawing; its caption text would be unreadable noise in the PDF's text.
      pictures.set(url, url.endsWith('.svg') ? (await readFile(file, 'utf8')).replace(/<text[\s\S]*?<\/text>/g, '') : await readFile(file));
    }),
  );
  return pictures;
}

/** Builds the PDF in memory; throws `FONT_MISSING` when the CJK font is not installed. */
export async function buildQuotePdf(input: QuotePdfInput): Promise<{ bytes: Buffer; pages: number }> {
  if (!existsSync(CJK_FONT_FILE)) throw new Error(FONT_MISSING);
  const pictures = await loadPictures(
    input.dataDir,
    input.lines.map((line) => line.picture),
  );
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: input.title, Author: input.shopName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('cjk', CJK_FONT_FILE, CJK_FACE);
  doc.font('cjk');

  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const columns = { picture: MARGIN, name: MARGIN + PICTURE + 10, spec: MARGIN + width * 0.45, price: MARGIN + width * 0.8 };

  doc.fontSize(18).fillColor('#1f5132').text(`${input.shopName} · ${input.title}`, MARGIN, MARGIN);
  doc
    .fontSize(10)
    .fillColor('#555')
    .text(`客户：${input.trader}    日期：${input.date}    共 ${input.lines.length} 个规格`, MARGIN, MARGIN + 28);
  let y = MARGIN + 52;

  const header = () => {
    doc.fontSize(9).fillColor('#888');
    doc.text('图片', columns.picture, y).text('品名', columns.name, y).text('规格', columns.spec, y).text('价格（元）', columns.price, y);
    y += 16;
  };
  const ensure = (needed: number) => {
    if (y + needed <= bottom()) return;
    doc.addPage();
    y = MARGIN;
    header();
  };
  header();

  const byCategory = new Map<string, QuotePdfLine[]>();
  for (const line of input.lines) byCategory.set(line.catName, [...(byCategory.get(line.catName) ?? []), line]);
  for (const [catName, lines] of byCategory) {
    ensure(ROW + 20);
    doc.fontSize(12).fillColor('#1f5132').text(catName, MARGIN, y);
    y += 20;
    for (const line of lines) {
      ensure(ROW);
      const picture = pictures.get(line.picture);
      if (typeof picture === 'string')
        SVGtoPDF(doc, picture, columns.picture, y, { width: PICTURE, height: PICTURE, preserveAspectRatio: 'xMidYMid meet' });
      else if (picture) doc.image(picture, columns.picture, y, { fit: [PICTURE, PICTURE] });
      doc.fontSize(10).fillColor('#222');
      doc.text(line.name, columns.name, y + 8, { width: columns.spec - columns.name - 8, lineBreak: false, ellipsis: true });
      doc.text(line.spec || '—', columns.spec, y + 8, { width: columns.price - columns.spec - 8, lineBreak: false, ellipsis: true });
      doc.fillColor('#c0392b').text(line.price, columns.price, y + 8, { lineBreak: false });
      doc
        .moveTo(MARGIN, y + ROW - 2)
        .lineTo(MARGIN + width, y + ROW - 2)
        .strokeColor('#eeeeee')
        .stroke();
      y += ROW;
    }
    ensure(20);
    doc
      .fontSize(10)
      .fillColor('#1f5132')
      .text(`${catName} 小计：${lines.length} 个规格，合计 ¥${formatYuan(sumMoney(lines.map((line) => line.price)))}`, MARGIN, y + 4, {
        align: 'right',
        width,
      });
    y += 24;
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#888')
      .text(`第 ${index + 1} 页 / 共 ${range.count} 页`, MARGIN, doc.page.height - MARGIN, { align: 'center', width, lineBreak: false });
  }
  doc.end();
  await done;
  return { bytes: Buffer.concat(chunks), pages: range.count };
}
