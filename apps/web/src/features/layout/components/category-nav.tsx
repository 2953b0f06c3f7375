import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HrefLink } from '../../../components/href-link';
import { Skeleton } from '../../../components/skeletons';
import { useCategoryTree, type CategoryNode } from '../api/get-category-tree';

// TODO(domain): HEADER_CATEGORY_COUNT from @garden/domain once exported.
const SHOWN = 9;

const categoryHref = (category: CategoryNode) =>
  `/category?id=${category.cat_id}&name=${encodeURIComponent(category.cat_name)}`;

/** The first 9 top categories, the rest under 更多 (storefront §2). */
export function CategoryNav() {
  const { data: categories } = useCategoryTree();
  return (
    <nav className="category-nav" aria-label="商品分类">
      <div className="container category-nav__inner">
        <Link to="/index" className="category-nav__item category-nav__item--home" activeProps={{ 'aria-current': 'page' }}>
          首页
        </Link>
        {categories ? (
          <>
            {categories.slice(0, SHOWN).map((category) => (
              <HrefLink key={category.cat_id} className="category-nav__item" href={categoryHref(category)}>
                {category.cat_name}
              </HrefLink>
            ))}
            {categories.length > SHOWN && (
              <Menu trigger="hover" position="bottom-end" withinPortal>
                <Menu.Target>
                  <button type="button" className="category-nav__item category-nav__more">
                    更多 ▾
                  </button>
                </Menu.Target>
                <Menu.Dropdown>
                  {categories.slice(SHOWN).map((category) => (
                    <Menu.Item key={category.cat_id} component={HrefLink} href={categoryHref(category)}>
                      {category.cat_name}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </>
        ) : (
          Array.from({ length: SHOWN }, (_, index) => <Skeleton key={index} width={64} height={18} />)
        )}
      </div>
    </nav>
  );
}
