import { HEADER_CATEGORY_COUNT } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import { Dropdown } from '../../../components/dropdown';
import { HrefLink } from '../../../components/href-link';
import { Skeleton } from '../../../components/skeletons';
import { useCategoryTree, type CategoryNode } from '../api/get-category-tree';

const SHOWN = HEADER_CATEGORY_COUNT;

const categoryHref = (category: CategoryNode) => `/category?id=${category.cat_id}&name=${encodeURIComponent(category.cat_name)}`;

/** The first 9 top categories, the rest under 更多 (storefront §2). */
export function CategoryNav() {
  const { data: categories } = useCategoryTree();
  return (
    <nav className="category-nav" aria-label="商品分类">
      <div className="container category-nav__inner">
        {/* The categories scroll sideways on a narrow screen; 更多 stays outside the strip, so its menu is never clipped. */}
        <div className="category-nav__items">
          <Link to="/index" className="category-nav__item category-nav__item--home" activeProps={{ 'aria-current': 'page' }}>
            首页
          </Link>
          {categories
            ? categories.slice(0, SHOWN).map((category) => (
                <HrefLink key={category.cat_id} className="category-nav__item" href={categoryHref(category)}>
                  {category.cat_name}
                </HrefLink>
              ))
            : // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
              Array.from({ length: SHOWN }, (_, index) => <Skeleton key={index} width={64} height={18} />)}
        </div>
        {categories && categories.length > SHOWN && (
          <Dropdown label="更多 ▾" className="category-nav__more">
            <nav className="menu-list menu-list--columns" aria-label="更多分类">
              {categories.slice(SHOWN).map((category) => (
                <HrefLink key={category.cat_id} className="menu-list__item" href={categoryHref(category)}>
                  {category.cat_name}
                </HrefLink>
              ))}
            </nav>
          </Dropdown>
        )}
      </div>
    </nav>
  );
}
