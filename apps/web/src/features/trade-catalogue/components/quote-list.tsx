import type { QuoteLine } from '@garden/contract';
import { CONFIRM_CLEAR_QUOTE, QUOTE_PDF_GENERATED, validateCatalogueSend } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { HrefLink } from '../../../components/href-link';
import { Pagination } from '../../../components/pagination';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { quotePdfLinkQueryOptions, quoteQueryOptions, useQuoteChange } from '../api/catalogue-calls';
import './catalogue.css';
import { TitledSection } from '../../../components/titled-section';

/** Where the mini program's quotation tool opens (the QR overlay). */
const MINI_PROGRAM_URL = 'https://garden.example/mini/quotation';

const byCategory = (lines: readonly QuoteLine[]) => {
  const groups = new Map<string, QuoteLine[]>();
  for (const line of lines) groups.set(line.cat_name, [...(groups.get(line.cat_name) ?? []), line]);
  return [...groups];
};

/**
 * The quotation list (shopping §2 bkList, §4 "Catalogue"): spec, price and delete per line; clear all;
 * manage mode with select-all per category; send the picked lines to the sales desk; generate the PDF,
 * then download or preview it; the QR overlay.
 */
export function QuoteListPage({ traderKey, page, onPage }: { traderKey: string; page: number; onPage: (page: number) => void }) {
  const { data } = useQuery(quoteQueryOptions(traderKey, page));
  const pdfLink = useQuery({ ...quotePdfLinkQueryOptions(traderKey), enabled: Boolean(data?.pdf_url) });
  const { remove, clear, generate, send } = useQuoteChange(traderKey);
  const [managing, setManaging] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [qr, setQr] = useState(false);
  const [clearing, setClearing] = useState(false);
  const fail = (failure: unknown) => showToast(failure instanceof ApiError ? failure.msg : '操作失败');

  if (data && data.total === 0) {
    return (
      <TitledSection className="page bk-page" title="报价清单">
        <p className="goods-grid__empty">
          <strong>报价清单还是空的</strong>
          <HrefLink href="/bkHome">去植物目录看看</HrefLink>
        </p>
      </TitledSection>
    );
  }
  const toggle = (ids: readonly number[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const removePicked = () => {
    const refusal = validateCatalogueSend(picked.size);
    if (refusal) return showToast(refusal);
    remove.mutate({ sku: [...picked] }, { onSuccess: () => setPicked(new Set()), onError: fail });
  };
  // Sending takes the picked lines; with none picked, the checkboxes appear so the trader can pick.
  const sendPicked = () => {
    const refusal = validateCatalogueSend(picked.size);
    if (refusal) {
      setManaging(true);
      return showToast(refusal);
    }
    send.mutate([...picked], {
      onSuccess: (sent) => {
        showToast(sent.msg);
        setPicked(new Set());
        setManaging(false);
      },
      onError: fail,
    });
  };

  return (
    <section className="page bk-page" aria-label="报价清单">
      <div className="bk-actions">
        <h1 className="list-title">报价清单</h1>
        <span className="account-note">共 {data?.total ?? 0} 个规格</span>
        <button type="button" className="bk-button bk-button--plain" onClick={() => setManaging(!managing)}>
          {managing ? '完成' : '管理'}
        </button>
        {managing && (
          <button type="button" className="bk-button bk-button--plain" onClick={removePicked}>
            删除所选
          </button>
        )}
        <button type="button" className="bk-button bk-button--plain" onClick={() => setClearing(true)}>
          清空
        </button>
        <button type="button" className="bk-button" disabled={send.isPending} onClick={sendPicked}>
          {send.isPending ? '发送中…' : '发送清单'}
        </button>
        <button
          type="button"
          className="bk-button"
          disabled={generate.isPending}
          onClick={() => generate.mutate(undefined, { onSuccess: () => showToast(QUOTE_PDF_GENERATED), onError: fail })}
        >
          {generate.isPending ? '生成中…' : '生成PDF'}
        </button>
        {data?.pdf_url && pdfLink.data && (
          <>
            <a className="bk-button" href={pdfLink.data.url} download="quotation.pdf">
              下载PDF
            </a>
            <HrefLink href="/bkPreviewPdf" className="bk-button bk-button--plain">
              预览
            </HrefLink>
          </>
        )}
        <button type="button" className="bk-button bk-button--plain" onClick={() => setQr(true)}>
          小程序
        </button>
      </div>
      {data &&
        byCategory(data.list).map(([catName, lines]) => (
          <div key={catName} className="bk-panel" role="group" aria-label={catName}>
            <h2>
              {managing && (
                <label className="check-toggle">
                  <input
                    type="checkbox"
                    aria-label={`全选${catName}`}
                    checked={lines.every((line) => picked.has(line.sku_id))}
                    onChange={(event) =>
                      toggle(
                        lines.map((line) => line.sku_id),
                        event.target.checked,
                      )
                    }
                  />
                </label>
              )}{' '}
              {catName}
            </h2>
            <table className="bk-table">
              <tbody>
                {lines.map((line) => (
                  <tr key={line.sku_id} data-testid="quote-line">
                    {managing && (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`选择${line.goods_name} ${line.spe}`}
                          checked={picked.has(line.sku_id)}
                          onChange={(event) => toggle([line.sku_id], event.target.checked)}
                        />
                      </td>
                    )}
                    <td>{line.goods_name}</td>
                    <td>{line.spe || '—'}</td>
                    <td className="bk-price">¥{line.list_price}</td>
                    <td>
                      <button
                        type="button"
                        className="bk-button bk-button--plain"
                        onClick={() => remove.mutate({ sku: [line.sku_id] }, { onError: fail })}
                      >
                        删除
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {data && <Pagination page={page} total={data.last_page} onChange={onPage} />}
      <Dialog opened={qr} onClose={() => setQr(false)} size={300} title="扫码使用小程序">
        <div className="bk-qr__box">
          <QRCodeSVG value={MINI_PROGRAM_URL} size={180} />
          <span>微信扫码，在小程序中查看报价清单</span>
        </div>
      </Dialog>
      <ConfirmDialog
        opened={clearing}
        text={CONFIRM_CLEAR_QUOTE}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          clear.mutate(undefined, { onError: fail });
        }}
      />
    </section>
  );
}
