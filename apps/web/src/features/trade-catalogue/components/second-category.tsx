import type { Category } from '@garden/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HrefLink } from '../../../components/href-link';
import { catalogueSearchQueryOptions } from '../api/catalogue-calls';
import { SpuGrid } from './catalogue-search';
import './catalogue.css';

/** One third-level group: folded until opened, then its plants. */
function ThirdLevel({ category, open: initiallyOpen }: { category: Category; open: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { data } = useQuery({ ...catalogueSearchQueryOptions({ catId: category.cat_id, attrs: [], page: 1 }), enabled: open });
  return (
    <details className="bk-panel" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <strong>{category.cat_name}</strong>
      </summary>
      {data && <SpuGrid result={data} />}
      {data && data.last_page > 1 && <HrefLink href={`/bkAdvancedScreening?cat_id=${category.cat_id}`}>查看全部 {data.total} 种</HrefLink>}
    </details>
  );
}

/** A second-level category (shopping §2 bkSecondCat): its third-level groups, foldable; the first open. */
export function SecondCategory({ category }: { category: Category }) {
  const groups = category.children.length > 0 ? category.children : [category];
  return (
    <section className="page bk-page" aria-label={category.cat_name}>
      <div className="bk-actions">
        <HrefLink href="/bkHome">植物目录</HrefLink>
        <h1 className="list-title">{category.cat_name}</h1>
      </div>
      {groups.map((group, index) => (
        <ThirdLevel key={group.cat_id} category={group} open={index === 0} />
      ))}
    </section>
  );
}
