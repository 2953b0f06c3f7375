import type { TradeSpu } from '@garden/contract';
import { ADDED_TO_QUOTE } from '@garden/domain';
import { LazyImage } from '../../../components/lazy-image';
import { TableHead } from '../../../components/table-head';
import { showToast } from '../../../lib/toast';
import { useQuoteChange } from '../api/catalogue-calls';
import './catalogue.css';

const SKU_COLUMNS = ['品名', '规格', '颜色', '价格（元）'];

const PICTURE_PX = 320;

/** A plant (shopping §2 bkGoodDetail): its category path, pictures, description and SKU table; traders add SKUs to their list. */
export function SpuDetail({ spu, traderKey }: { spu: TradeSpu; traderKey: string | null }) {
  return (
    <section className="page bk-page" aria-label={spu.name}>
      <nav className="breadcrumb" aria-label="分类路径">
        {spu.root_zh.split('>').map((name) => (
          <span key={name}>{name}</span>
        ))}
      </nav>
      <div className="bk-panel bk-actions">
        <LazyImage src={spu.pictures[0] ?? spu.thumb} alt={spu.name} width={PICTURE_PX} height={PICTURE_PX} eager />
        <div>
          <h1 className="list-title">{spu.name}</h1>
          <p className="account-note">{spu.desc}</p>
          {traderKey && <AddAll traderKey={traderKey} spuId={spu.id} />}
        </div>
      </div>
      <div className="bk-panel">
        <h2>规格</h2>
        <table className="bk-table">
          <TableHead columns={traderKey ? [...SKU_COLUMNS, '报价清单'] : SKU_COLUMNS} />
          <tbody>
            {spu.products.map((sku) => (
              <tr key={sku.sku_id} data-testid="bk-sku">
                <td>{sku.goods_name}</td>
                <td>{sku.spe || '—'}</td>
                <td>{sku.color || '—'}</td>
                <td className="bk-price">{sku.list_price}</td>
                {traderKey && (
                  <td>
                    <AddOne traderKey={traderKey} spuId={spu.id} skuId={sku.sku_id} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AddOne({ traderKey, spuId, skuId }: { traderKey: string; spuId: number; skuId: number }) {
  const { add } = useQuoteChange(traderKey);
  return (
    <button
      type="button"
      className="bk-button bk-button--plain"
      disabled={add.isPending}
      onClick={() => add.mutate({ spu_id: spuId, sku_id: skuId }, { onSuccess: () => showToast(ADDED_TO_QUOTE) })}
    >
      加入清单
    </button>
  );
}

function AddAll({ traderKey, spuId }: { traderKey: string; spuId: number }) {
  const { add } = useQuoteChange(traderKey);
  return (
    <button
      type="button"
      className="bk-button"
      disabled={add.isPending}
      onClick={() => add.mutate({ spu_id: spuId }, { onSuccess: () => showToast(ADDED_TO_QUOTE) })}
    >
      全部规格加入报价清单
    </button>
  );
}
