import type { FinderItem } from '@garden/contract';
import '../../../components/list-page.css';
import { LOCATING_FAILED } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HrefLink } from '../../../components/href-link';
import { LazyImage } from '../../../components/lazy-image';
import { Pagination } from '../../../components/pagination';
import { useRequestScope } from '../../../lib/request-scope';
import { finderSearchQueryOptions } from '../api/finder-calls';
import { type FinderSearch, toFinderQuery } from '../finder-search';
import { CityPicker } from './city-picker';
import { FinderFilters } from './finder-filters';
import './finder.css';

/** Where a finder card leads: recommendDetail with the spec's parameters (shopping §2). */
const detailHref = (item: FinderItem) =>
  `/recommendDetail?${new URLSearchParams({
    product_id: String(item.product_id),
    sunshine: item.sunshine,
    list_price: item.list_price,
    name: item.name,
    plant_properties: item.plant_properties,
    product_name: item.product_name,
  })}`;

function FinderCard({ item }: { item: FinderItem }) {
  const tag = item.after_mark.find((mark) => mark.kind !== 'label');
  return (
    <HrefLink href={detailHref(item)} className="finder-card" data-testid="finder-card">
      <div className="finder-card__image">
        <LazyImage src={item.thumbnail} alt={item.product_name} width={300} height={300} />
        {tag && <span className={`goods-card__tag goods-card__tag--${tag.kind}`}>{tag.label}</span>}
      </div>
      <h3 className="finder-card__name">{item.product_name}</h3>
      <p className="finder-card__facts">
        <span>
          耐寒区 {item.coldest_zone}–{item.warmest_zone}
        </span>
        <span>{item.sunshine}</span>
        <span>{item.plant_properties}</span>
        <span>{item.name}</span>
      </p>
      <p className="finder-card__price">
        ¥{item.price_info.min_price}
        {item.price_info.grade_name && <small>{item.price_info.grade_name}</small>}
      </p>
    </HrefLink>
  );
}

/**
 * The plant finder (shopping §2 recommend, "Plant finder"): the city and its hardiness zone, the city
 * picker, the filter panel and 20 plants a page that live in that city. `catId` keeps it to a category
 * (the category page's finder variant, storefront §2).
 */
export function FinderPage({
  search,
  catId,
  title,
  onChange,
}: {
  search: FinderSearch;
  catId?: number;
  title: string;
  onChange: (patch: Partial<FinderSearch>) => void;
}) {
  const scope = useRequestScope();
  const { data, isPending } = useQuery(finderSearchQueryOptions(toFinderQuery(search, catId), scope));
  const [picking, setPicking] = useState(false);
  const city = data?.city;
  return (
    <div className="page finder-page">
      <h1 className="list-title">{title}</h1>
      <section className="finder-city" aria-label="所在城市">
        <span>
          所在城市：<strong data-testid="finder-city">{scope.cityName || LOCATING_FAILED}</strong>
        </span>
        {city && (
          <span data-testid="finder-zone">
            耐寒区 <b>{city.zone}</b>（年极端最低气温 {city.extreme_min_from} ~ {city.extreme_min_to} °C
            {city.source === 'import' ? '' : '，演示数据'}）
          </span>
        )}
        <button type="button" className="finder-city__change" onClick={() => setPicking(!picking)}>
          {picking ? '收起' : '切换城市'}
        </button>
      </section>
      {(picking || !scope.cityName) && <CityPicker onChosen={() => setPicking(false)} />}
      <FinderFilters search={search} onChange={(patch) => onChange({ ...patch, page: undefined })} />
      {data && data.list.length > 0 ? (
        <>
          <p className="finder-page__total">共 {data.total} 种适合的植物</p>
          <div className="finder-grid">
            {data.list.map((item) => (
              <FinderCard key={item.product_id} item={item} />
            ))}
          </div>
          <Pagination page={data.page} total={data.last_page} onChange={(page) => onChange({ page })} />
        </>
      ) : (
        !isPending && (
          <p className="goods-grid__empty">
            <strong>没有找到适合该城市的植物</strong>
            <span>换个城市或减少筛选条件试试</span>
          </p>
        )
      )}
    </div>
  );
}
