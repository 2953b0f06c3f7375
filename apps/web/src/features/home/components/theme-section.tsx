import { GoodsCard } from '../../../components/goods-card';
import type { HomeTheme } from '../api/get-home';
import { HomeLink } from './home-link';

/** The goods counts whose grid layout the spec names (storefront §2 Home); other counts use the 4-goods grid. */
export const THEME_LAYOUTS = [3, 4, 8, 9] as const;
const LAYOUTS = new Set<number>(THEME_LAYOUTS);

/**
 * One themed section: title, 查看更多 link, the first two goods large and the rest as tiles. The first
 * section's large pictures are on the first screen, the page's largest paint: they load `eager`.
 */
export function ThemeSection({ theme, eager = false }: { theme: HomeTheme; eager?: boolean }) {
  const count = theme.goods.length;
  const layout = LAYOUTS.has(count) ? count : 4;
  const large = theme.goods.slice(0, 2);
  const tiles = theme.goods.slice(2);
  return (
    <section className={`theme theme--${layout}`} data-testid="home-theme">
      <header className="theme__head">
        <h2 className="theme__title">{theme.theme_name}</h2>
        <HomeLink link={theme} title={theme.theme_name} className="theme__more">
          查看更多 ›
        </HomeLink>
      </header>
      <div className="theme__grid">
        {large.map((goods) => (
          <GoodsCard key={goods.shp_id ?? goods.id} goods={goods} size="large" eager={eager} />
        ))}
        {tiles.map((goods) => (
          <GoodsCard key={goods.shp_id ?? goods.id} goods={goods} />
        ))}
      </div>
    </section>
  );
}
