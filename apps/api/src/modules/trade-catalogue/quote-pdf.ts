// The quotation PDF (shopping §2 bkList "generate PDF then download", bkPreviewPdf; §9 export limit 10000):
// Chinese text in Noto Sans CJK SC, the shop, the trader and the date on top, one row per SKU with its
// picture, name, spec and price, a total under each category, and page numbers.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sumMoney, formatYuan } from '@garden/domain';
import { renderAsync } from '@resvg/resvg-js';
import { openCjkDocument } from '../../platform/pdf-document';
import type { UploadStorage } from '../../platform/upload-storage';

export interface QuotePdfLine {
  catName: string;
  name: string;
  spec: string;
  /** Yuan, as the list shows it. */
  price: string;
  /** The picture's address on this server (`/media/…` or `/uploads/…`), or ''. */
  picture: string;
}

/** Where the pictures' bytes are: the seed's `/media/…` in the data folder, uploads in the shop's upload storage (a bucket too). */
export interface PictureFiles {
  dataDir: string;
  uploads: UploadStorage;
}

export interface QuotePdfInput {
  title: string;
  shopName: string;
  /** Who the quotation is for. */
  trader: string;
  date: string;
  lines: readonly QuotePdfLine[];
  pictures: PictureFiles;
}

/** The page's margin and the heights of what a page stacks (a goods row, the column header, a category's title, its subtotal), in points. */
const SPACE = { margin: 40, row: 34, header: 16, category: 20, subtotal: 24 } as const;
const PICTURE = 28;
/** Pixels of a rasterised drawing: sharp at 28 points when printed. */
const PICTURE_PX = 96;

/** A picture's bytes: an upload read from its storage (never through a CDN), a seed file from the data folder. */
async function readPicture(files: PictureFiles, url: string): Promise<Uint8Array | undefined> {
  if (url.startsWith('/uploads/')) return (await files.uploads.get(url.slice('/uploads/'.length)))?.bytes;
  const file = path.join(files.dataDir, url);
  return existsSync(file) ? readFile(file) : undefined;
}

/**
 * Each distinct picture once, as a data URI: pdfkit embeds an image given by a string once and draws it
 * again by reference. The seed's SVG drawings are rasterised to PNG.
 */
async function loadPictures(files: PictureFiles, urls: readonly string[]): Promise<Map<string, string>> {
  const pictures = new Map<string, string>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      if (!/^\/(media|uploads)\/[\w/.-]+$/.test(url) || url.includes('..')) return;
      const file = path.join(files.dataDir, url);
      const known = prepared.get(file);
      if (known) {
        pictures.set(url, known);
        return;
      }
      if (!url.endsWith('.svg')) {
        const type = url.endsWith('.png') ? 'png' : 'jpeg';
        const bytes = url.endsWith('.png') || url.endsWith('.jpg') || url.endsWith('.jpeg') ? await readPicture(files, url) : undefined;
        if (bytes) pictures.set(url, `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`);
        return;
      }
      const drawing = await readPicture(files, url);
      if (!drawing) return;
      // A 28-point thumbnail keeps the drawing; its caption text would be unreadable noise in the PDF.
      const svg = Buffer.from(drawing)
        .toString('utf8')
        .replace(/<text[\s\S]*?<\/text>/g, '');
      // Off the event loop, on libuv's worker threads: the drawings rasterise in parallel.
      // Captions are stripped, so no font is needed: scanning the system's fonts (CJK included) per drawing cost 4x.
      const png = (await renderAsync(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: PICTURE_PX } })).asPng();
      const uri = `data:image/png;base64,${png.toString('base64')}`;
      prepared.set(file, uri);
      pictures.set(url, uri);
    }),
  );
  return pictures;
}

/** Rasterised drawings by file: picture names are never reused (README "Paths"), so one stays valid. */
const prepared = new Map<string, string>();

/** Builds the PDF in memory; throws `FONT_MISSING` when the CJK font is not installed. */
export async function buildQuotePdf(input: QuotePdfInput): Promise<{ bytes: Buffer; pages: number }> {
  const { doc, finish } = openCjkDocument({ margin: SPACE.margin, title: input.title, author: input.shopName });
  const pictures = await loadPictures(
    input.pictures,
    input.lines.map((line) => line.picture),
  );
  const byCategory = new Map<string, QuotePdfLine[]>();
  for (const line of input.lines) byCategory.set(line.catName, [...(byCategory.get(line.catName) ?? []), line]);

  const width = doc.page.width - SPACE.margin * 2;
  const bottom = doc.page.height - SPACE.margin - 24;
  const columns = { picture: SPACE.margin, name: SPACE.margin + PICTURE + 10, spec: SPACE.margin + width * 0.45, price: SPACE.margin + width * 0.8 };
  const top = SPACE.margin + 52;

  // The layout is fixed heights, so one pass without drawing counts the pages, and every page carries
  // "page n of N" as it is drawn: no page stays in memory waiting for the total.
  const walk = (draw: {
    page: () => void;
    header: (y: number) => void;
    category: (name: string, y: number) => void;
    line: (line: QuotePdfLine, y: number) => void;
    subtotal: (name: string, lines: readonly QuotePdfLine[], y: number) => void;
  }) => {
    let y = top;
    const ensure = (needed: number) => {
      if (y + needed <= bottom) return;
      draw.page();
      y = SPACE.margin;
      draw.header(y);
      y += SPACE.header;
    };
    draw.header(y);
    y += SPACE.header;
    for (const [catName, lines] of byCategory) {
      ensure(SPACE.row + SPACE.category);
      draw.category(catName, y);
      y += SPACE.category;
      for (const line of lines) {
        ensure(SPACE.row);
        draw.line(line, y);
        y += SPACE.row;
      }
      ensure(SPACE.category);
      draw.subtotal(catName, lines, y);
      y += SPACE.subtotal;
    }
  };
  let pages = 1;
  const nothing = () => {};
  walk({ page: () => (pages += 1), header: nothing, category: nothing, line: nothing, subtotal: nothing });

  let page = 1;
  const footer = () => {
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#888')
      .text(`第 ${page} 页 / 共 ${pages} 页`, SPACE.margin, doc.page.height - SPACE.margin, { align: 'center', width, lineBreak: false });
    doc.page.margins.bottom = SPACE.margin;
  };
  doc.fontSize(18).fillColor('#1f5132').text(`${input.shopName} · ${input.title}`, SPACE.margin, SPACE.margin);
  doc
    .fontSize(10)
    .fillColor('#555')
    .text(`客户：${input.trader}    日期：${input.date}    共 ${input.lines.length} 个规格`, SPACE.margin, SPACE.margin + 28);
  footer();
  walk({
    page: () => {
      doc.addPage();
      page += 1;
      footer();
    },
    header: (y) => {
      doc.fontSize(9).fillColor('#888');
      doc.text('图片', columns.picture, y, { lineBreak: false }).text('品名', columns.name, y, { lineBreak: false });
      doc.text('规格', columns.spec, y, { lineBreak: false }).text('价格（元）', columns.price, y, { lineBreak: false });
    },
    category: (name, y) => {
      doc.fontSize(12).fillColor('#1f5132').text(name, SPACE.margin, y, { lineBreak: false });
    },
    line: (line, y) => {
      const picture = pictures.get(line.picture);
      if (picture) doc.image(picture, columns.picture, y, { fit: [PICTURE, PICTURE] });
      doc.fontSize(10).fillColor('#222');
      doc.text(line.name, columns.name, y + 8, { width: columns.spec - columns.name - 8, lineBreak: false, ellipsis: true });
      doc.text(line.spec || '—', columns.spec, y + 8, { width: columns.price - columns.spec - 8, lineBreak: false, ellipsis: true });
      doc.fillColor('#c0392b').text(line.price, columns.price, y + 8, { lineBreak: false });
      doc
        .moveTo(SPACE.margin, y + SPACE.row - 2)
        .lineTo(SPACE.margin + width, y + SPACE.row - 2)
        .strokeColor('#eeeeee')
        .stroke();
    },
    subtotal: (name, lines, y) => {
      doc
        .fontSize(10)
        .fillColor('#1f5132')
        .text(`${name} 小计：${lines.length} 个规格，合计 ¥${formatYuan(sumMoney(lines.map((line) => line.price)))}`, SPACE.margin, y + 4, {
          align: 'right',
          width,
          lineBreak: false,
        });
    },
  });
  return { bytes: await finish(), pages };
}
