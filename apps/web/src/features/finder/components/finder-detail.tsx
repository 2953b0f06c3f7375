import { useQuery } from '@tanstack/react-query';
import { GoodsCard } from '../../../components/goods-card';
import { LazyImage } from '../../../components/lazy-image';
import { useRequestScope } from '../../../lib/request-scope';
import { finderPlantQueryOptions } from '../api/finder-calls';
import './finder.css';

/**
 * One plant of the finder (shopping §2 recommendDetail): its picture and facts, whether it lives in the
 * shopper's city, and the shop's goods of that plant.
 */
export function FinderDetailPage({ productId }: { productId: number }) {
  const scope = useRequestScope();
  const { data } = useQuery(finderPlantQueryOptions(productId, scope));
  if (!data) return <div className="page finder-page" />;
  const { item, city } = data;
  const facts: [string, string][] = [
    ['耐寒区', `${item.coldest_zone} – ${item.warmest_zone}`],
    ['光照', item.sunshine],
    ['植物类型', item.plant_properties],
    ['花色', item.name],
    ['株型', item.habit],
    ['特色', item.speciality.join('、')],
    ['耐受性', item.tolerant.join('、')],
  ];
  return (
    <div className="page finder-page">
      <section className="finder-detail" aria-label={item.product_name}>
        <LazyImage src={item.thumbnail} alt={item.product_name} width={360} height={360} eager />
        <div>
          <h1 className="list-title">{item.product_name}</h1>
          <p className="finder-card__price">¥{item.price_info.min_price} 起</p>
          {city && (
            <p className={data.suits_city ? 'finder-detail__suits' : 'finder-detail__unsuited'} data-testid="suits-city">
              {data.suits_city
                ? `适合在${city.city_name}（耐寒区 ${city.zone}）露地种植`
                : `${city.city_name}（耐寒区 ${city.zone}）不在它的适生范围内，需保护越冬或避暑`}
            </p>
          )}
          <dl className="finder-detail__facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <h2 className="finder-detail__goods-title">在售商品</h2>
      <div className="goods-grid">
        {data.goods.map((goods) => (
          <GoodsCard key={goods.id} goods={goods} />
        ))}
      </div>
    </div>
  );
}
