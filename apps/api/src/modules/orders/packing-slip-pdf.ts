// The packing slip PDF (issue 32 "Orders and shipping"): one page or more per order, for the warehouse to pack
// from and put in the parcel. The order number, the consignee, their address and full mobile (the courier's
// form needs it), each line with its goods, spec and the units to pack, the gifts, and the shopper's message.
import { openCjkDocument } from '../../platform/pdf-document';

export interface PackingSlipLine {
  name: string;
  spec: string;
  /** Units to pack: bought less refunded. */
  quantity: number;
  /** What the line is on this slip: to pack now, taken by an earlier parcel (已发货) or a gift (赠品). */
  kind: 'toPack' | 'shipped' | 'gift';
}

const NOTES: Record<PackingSlipLine['kind'], string> = { toPack: '', shipped: '已发货', gift: '赠品' };

export interface PackingSlip {
  orderSn: string;
  orderTime: string;
  consignee: string;
  mobile: string;
  address: string;
  message: string;
  lines: readonly PackingSlipLine[];
}

const MARGIN = 40;
const ROW = 24;
const HEADER = 18;

/** Builds the slips of `slips`, each from a new page, in memory; throws `FONT_MISSING` when the CJK font is not installed. */
export async function buildPackingSlipPdf(shopName: string, printedAt: string, slips: readonly PackingSlip[]): Promise<Buffer> {
  const { doc, finish } = openCjkDocument({ margin: MARGIN, title: '发货单', author: shopName });
  const width = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN - 20;
  const columns = { name: MARGIN, spec: MARGIN + width * 0.5, quantity: MARGIN + width * 0.78, note: MARGIN + width * 0.86 };

  slips.forEach((slip, index) => {
    if (index > 0) doc.addPage();
    // The order's number in the bottom margin of each of its pages, where pdfkit would otherwise start a new page.
    const footer = () => {
      doc.page.margins.bottom = 0;
      doc
        .fontSize(8)
        .fillColor('#888')
        .text(`订单 ${slip.orderSn} · 打印于 ${printedAt}`, MARGIN, doc.page.height - MARGIN, { align: 'center', width, lineBreak: false });
      doc.page.margins.bottom = MARGIN;
    };
    footer();
    doc.fontSize(18).fillColor('#1f5132').text(`${shopName} · 发货单`, MARGIN, MARGIN);
    doc.moveDown(0.6).fontSize(11).fillColor('#222');
    doc.text(`订单号：${slip.orderSn}        下单时间：${slip.orderTime}`);
    doc.moveDown(0.3).text(`收货人：${slip.consignee}        手机：${slip.mobile}`);
    doc.moveDown(0.3).text(`收货地址：${slip.address}`, { width });
    doc.moveDown(0.3).text(`买家留言：${slip.message || '无'}`, { width });
    let y = doc.y + 16;
    const header = () => {
      doc.fontSize(9).fillColor('#888');
      doc.text('商品', columns.name, y, { lineBreak: false }).text('规格', columns.spec, y, { lineBreak: false });
      doc.text('数量', columns.quantity, y, { lineBreak: false }).text('备注', columns.note, y, { lineBreak: false });
      y += HEADER;
    };
    header();
    for (const line of slip.lines) {
      if (y + ROW > bottom) {
        doc.addPage();
        footer();
        y = MARGIN;
        header();
      }
      doc.fontSize(10).fillColor(line.kind === 'shipped' ? '#999' : '#222');
      doc.text(line.name, columns.name, y + 6, { width: columns.spec - columns.name - 8, lineBreak: false, ellipsis: true });
      doc.text(line.spec || '—', columns.spec, y + 6, { width: columns.quantity - columns.spec - 8, lineBreak: false, ellipsis: true });
      doc.text(`×${line.quantity}`, columns.quantity, y + 6, { lineBreak: false });
      doc.text(NOTES[line.kind], columns.note, y + 6, { lineBreak: false });
      doc
        .moveTo(MARGIN, y + ROW - 1)
        .lineTo(MARGIN + width, y + ROW - 1)
        .strokeColor('#eeeeee')
        .stroke();
      y += ROW;
    }
    const toPack = slip.lines.filter((line) => line.kind !== 'shipped').reduce((sum, line) => sum + line.quantity, 0);
    doc
      .fontSize(10)
      .fillColor('#1f5132')
      .text(`本次装箱共 ${toPack} 件`, MARGIN, Math.min(y + 8, bottom), { align: 'right', width, lineBreak: false });
  });
  return finish();
}
