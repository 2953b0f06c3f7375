import { CATALOGUE_EDITION } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../../components/href-link';
import { quotePdfLinkQueryOptions } from '../api/catalogue-calls';
import './catalogue.css';

/** The generated quotation in the browser's own PDF viewer (shopping §2 bkPreviewPdf). */
export function QuotePdfPreview({ traderKey, generated }: { traderKey: string; generated: boolean }) {
  // A link of this visit (a kept one may have expired), asked once: a fresh link every few minutes would
  // reload the document the shopper is reading.
  const link = useQuery({ ...quotePdfLinkQueryOptions(traderKey), enabled: generated, refetchOnMount: 'always', refetchInterval: false });
  const frameUrl = link.isFetchedAfterMount ? link.data?.url : undefined;
  return (
    <section className="page bk-page" aria-label="报价单预览">
      <div className="bk-actions">
        <h1 className="list-title">报价单预览</h1>
        <HrefLink href="/bkList" className="bk-button bk-button--plain">
          返回报价清单
        </HrefLink>
      </div>
      {generated ? (
        frameUrl && <iframe className="bk-pdf" src={`${frameUrl}&inline=1`} title="报价单 PDF" />
      ) : (
        <p className="goods-grid__empty">请先在报价清单中生成 PDF</p>
      )}
    </section>
  );
}

/** The catalogue edition's download page (shopping §2, §9 edition 2023-2024). */
export function CatalogueDownload() {
  return (
    <section className="page bk-page" aria-label="在线目录下载">
      <div className="bk-panel">
        <h1 className="list-title">{CATALOGUE_EDITION} 在线植物目录</h1>
        <p className="account-note">全部植物与规格，按分类排列，含图片与价格（PDF）。</p>
        <a className="bk-button" href="/v1/catalogue/edition" download={`catalogue-${CATALOGUE_EDITION}.pdf`}>
          下载 PDF
        </a>
      </div>
    </section>
  );
}
