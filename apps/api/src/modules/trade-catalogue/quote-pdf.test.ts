// The quotation PDF's pictures come from where the shop keeps them: the seed's drawings from the data folder, the
// uploads from the upload storage, a bucket too (never through a CDN's address, which replies name).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../platform/s3-storage';
import { useS3Server } from '../../test/s3-server';
import { buildQuotePdf, type QuotePdfLine } from './quote-pdf';

const bucket = useS3Server();
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'garden-quote-pdf-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** How many images a PDF embeds (a picture with transparency is two: its colours and its mask), from their uncompressed dictionaries. */
const embeddedPictures = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

const line = (picture: string): QuotePdfLine => ({ catName: '月季', name: '安吉拉', spec: '1加仑', price: '50.00', picture });

describe('the quotation PDF', () => {
  it('draws an upload kept in the bucket, and leaves a missing picture blank', async () => {
    const png = (
      await renderAsync('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#5a8a6e"/></svg>')
    ).asPng();
    const name = 'goods/00112233445566778899aabbccddeeff.png';
    await s3Storage(bucket).put(name, png, 'image/png');
    const pictures = { dataDir, uploads: s3Storage(bucket) };
    const input = { title: '报价单', shopName: '花园商城', trader: '测试', date: '2026-01-01', pictures };
    const drawn = await buildQuotePdf({ ...input, lines: [line(`/uploads/${name}`)] });
    const missing = await buildQuotePdf({ ...input, lines: [line('/uploads/goods/ffeeddccbbaa99887766554433221100.png')] });
    expect(embeddedPictures(drawn.bytes)).toBeGreaterThan(0);
    expect(embeddedPictures(missing.bytes)).toBe(0);
  });
});
