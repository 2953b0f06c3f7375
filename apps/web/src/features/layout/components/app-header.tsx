import { SHOP_NAME } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import { HrefLink } from '../../../components/href-link';
import { FINDER_LINK } from '../../../lib/site-links';
import { CategoryNav } from './category-nav';
import { CartButton } from './cart-button';
import { QuoteButton } from './quote-button';
import { QrCodes } from './qr-codes';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { ViewedGoodsMenu } from './viewed-goods-menu';

/** The common header of every page (storefront §2). */
export function AppHeader() {
  return (
    <header className="app-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <span className="top-bar__welcome">欢迎来到花园商城，好苗好物送到家</span>
          <nav className="top-bar__links" aria-label="用户">
            <HrefLink href={FINDER_LINK.href} className="top-bar__link">
              {FINDER_LINK.label}
            </HrefLink>
            <UserMenu />
            <ViewedGoodsMenu />
            <QrCodes />
          </nav>
        </div>
      </div>
      <div className="container brand-bar">
        {/* Named by its visible text (a label other than the text it shows misleads voice control). */}
        <Link to="/index" className="brand">
          <svg className="brand__mark" viewBox="0 0 64 64" width="44" height="44" aria-hidden>
            <circle cx="32" cy="32" r="30" fill="currentColor" />
            <path
              d="M32 50V28M32 34c-8 0-13-6-13-14 8 0 13 6 13 14zm0-4c0-9 6-15 15-15 0 9-6 15-15 15z"
              fill="#e8f5e9"
              stroke="#e8f5e9"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="brand__text">
            <strong>{SHOP_NAME}</strong>
            <small>GARDEN · 植物与园艺好物</small>
          </span>
        </Link>
        <SearchBox />
        <CartButton />
        <QuoteButton />
      </div>
      <CategoryNav />
    </header>
  );
}
