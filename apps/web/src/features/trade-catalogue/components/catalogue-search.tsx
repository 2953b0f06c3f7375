import type { Category, TradeSearch } from '@garden/contract';
import { type FormEvent, useState } from 'react';
import { HrefLink } from '../../../components/href-link';
import { LazyImage } from '../../../components/lazy-image';
import { Pagination } from '../../../components/pagination';
import type { CatalogueQuery } from '../api/catalogue-calls';
import './catalogue.css';
import { TitledSection } from '../../../components/titled-section';

const THUMB_PX = 120;

/** Result cards of the catalogue: picture and name, to the plant's page. */
export function SpuGrid({ result }: { result: TradeSearch }) {
  if (result.data.length === 0) return <p className="goods-grid__empty">没有找到符合条件的植物</p>;
  return (
    <div className="bk-grid">
      {result.data.map((spu) => (
        <HrefLink key={spu.id} href={`/bkGoodDetail?id=${spu.id}`} className="bk-card" data-testid="bk-card">
          <LazyImage src={spu.thumb} alt={spu.name} width={THUMB_PX} height={THUMB_PX} />
          <span>{spu.name}</span>
        </HrefLink>
      ))}
    </div>
  );
}

/**
 * Advanced search (shopping §2 bkAdvancedScreening): category, keyword (Chinese, pinyin or initials) and
 * attribute values to narrow by; 24 results a page.
 */
export function CatalogueSearch({
  categories,
  query,
  result,
  onChange,
}: {
  categories: readonly Category[];
  query: CatalogueQuery;
  result: TradeSearch | undefined;
  onChange: (next: CatalogueQuery) => void;
}) {
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, keyword: keyword.trim() || undefined, page: 1 });
  };
  const toggle = (avId: number) =>
    onChange({ ...query, attrs: query.attrs.includes(avId) ? query.attrs.filter((id) => id !== avId) : [...query.attrs, avId], page: 1 });
  return (
    <TitledSection className="page bk-page" title="高级筛选">
      <form className="bk-panel" onSubmit={submit}>
        <div className="bk-filters">
          <select
            aria-label="分类"
            value={query.catId ?? 0}
            onChange={(event) => onChange({ ...query, catId: Number(event.target.value) || undefined, page: 1 })}
          >
            <option value={0}>全部分类</option>
            {categories
              .flatMap((root) => [root, ...root.children])
              .map((category) => (
                <option key={category.cat_id} value={category.cat_id}>
                  {category.level > 1 ? '　' : ''}
                  {category.cat_name}
                </option>
              ))}
          </select>
          <input aria-label="关键字" placeholder="中文、拼音或首字母" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <button type="submit" className="bk-button">
            搜索
          </button>
          {result && <span className="account-note">共 {result.total} 种</span>}
        </div>
        {result?.attrs.map((attr) => (
          <div key={attr.attr_id} className="bk-chips" role="group" aria-label={attr.attr_name}>
            <strong>{attr.attr_name}</strong>
            {attr.values.map((value) => (
              <button key={value.av_id} type="button" aria-pressed={query.attrs.includes(value.av_id)} onClick={() => toggle(value.av_id)}>
                {value.name}
              </button>
            ))}
          </div>
        ))}
      </form>
      {result && <SpuGrid result={result} />}
      {result && <Pagination page={query.page} total={result.last_page} onChange={(page) => onChange({ ...query, page })} />}
    </TitledSection>
  );
}
