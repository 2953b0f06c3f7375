import type { ReactNode } from 'react';
import { LazyImage } from '../../../components/lazy-image';
import type { GoodsDetail } from '../api/get-goods-info';

/** The tabs of the product page (storefront §2): 0 detail, 1 reviews, 2 after-sales. */
export type GoodsTab = 0 | 1 | 2;

const DETAIL_IMAGE_PX = 640;

/**
 * 商品详情 / 评价 / 售后保障. The reviews panel arrives as a slot from the route, because the goods
 * feature does not import the reviews feature (STYLE.md: features don't import each other).
 */
export function GoodsTabs({
  goods,
  tab,
  onTabChange,
  reviews,
}: {
  goods: GoodsDetail;
  tab: GoodsTab;
  onTabChange: (tab: GoodsTab) => void;
  reviews: ReactNode;
}) {
  const tabs: { value: GoodsTab; label: string }[] = [
    { value: 0, label: '商品详情' },
    { value: 1, label: `商品评价 (${goods.comment.total})` },
    { value: 2, label: '售后保障' },
  ];
  return (
    <section className="goods-tabs">
      <div className="goods-tabs__bar" role="tablist">
        {tabs.map((entry) => (
          <button
            key={entry.value}
            type="button"
            role="tab"
            aria-selected={tab === entry.value}
            className="goods-tabs__tab"
            onClick={() => onTabChange(entry.value)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div className="goods-tabs__panel" role="tabpanel">
        {tab === 0 && (
          <div className="goods-description">
            <dl className="goods-specs">
              <div>
                <dt>商品名称</dt>
                <dd>{goods.name}</dd>
              </div>
              <div>
                <dt>分类</dt>
                <dd>{goods.cat_name}</dd>
              </div>
              <div>
                <dt>起订量</dt>
                <dd>{goods.start_num} 件</dd>
              </div>
              {goods.properties.spe.map((property) => (
                <div key={property.attr_id}>
                  <dt>{property.name}</dt>
                  <dd>{property.values.map((value) => value.label).join(' / ')}</dd>
                </div>
              ))}
              {goods.properties.pro.map((line) => (
                <div key={line.name}>
                  <dt>{line.name}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
            {/* The back office's rich text (storefront §3 descpt), sanitised by the server on every save against the domain's allow-list. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the goods description as the server's sanitiser left it (api catalogue/sanitise-description.ts); the CSP runs no inline script */}
            <div className="goods-description__text" dangerouslySetInnerHTML={{ __html: goods.descpt }} />
            {goods.pictures
              .filter((picture) => picture.type !== 2)
              .map((picture) => (
                <LazyImage key={picture.img_id} src={picture.img_url} alt={goods.name} width={DETAIL_IMAGE_PX} height={DETAIL_IMAGE_PX} />
              ))}
          </div>
        )}
        {tab === 1 && reviews}
        {tab === 2 && (
          <div className="after-sales-info">
            <h3>售后说明</h3>
            <p>{goods.shouhou || '收货后如有破损、死苗等问题，请在 48 小时内拍照联系客服申请售后。'}</p>
            {goods.shipping_desc && (
              <>
                <h3>配送说明</h3>
                <p>{goods.shipping_desc}</p>
              </>
            )}
            <h3>常见问题</h3>
            <dl className="faq">
              <dt>收到的植物和图片不一样？</dt>
              <dd>图片为成品花期效果，发货时按季节状态发出，规格以页面所选为准。</dd>
              <dt>多久可以发货？</dt>
              <dd>现货商品一般在付款后 48 小时内发出；预售商品按所选的发货日期发出。</dd>
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
