import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HrefLink } from '../../../components/href-link';
import './account-layout.css';

// The account side menu of storefront §2: my orders, address management, my reviews, coupons, member card,
// my balance, personal info, my favourites.
const ACCOUNT_PAGES = [
  { label: '我的订单', href: '/userOrder' },
  { label: '收货地址', href: '/addressList' },
  { label: '我的评价', href: '/myComment' },
  { label: '我的优惠券', href: '/coupon' },
  { label: '会员卡', href: '/userCard' },
  { label: '我的余额', href: '/myBalance' },
  { label: '个人信息', href: '/userCenter' },
  { label: '我的收藏', href: '/myCollect' },
] as const;

/** An account page: the side menu on the left, the page on the right. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="page account-layout">
      <nav className="account-menu" aria-label="账户菜单">
        <h2 className="account-menu__title">我的账户</h2>
        {ACCOUNT_PAGES.map((entry) => (
          <HrefLink
            key={entry.href}
            href={entry.href}
            className="account-menu__item"
            // The order detail belongs to "my orders", the withdrawal page to "my balance".
            aria-current={
              pathname === entry.href ||
              (entry.href === '/userOrder' && pathname === '/orderDetail') ||
              (entry.href === '/myBalance' && pathname === '/turnCash')
                ? 'page'
                : undefined
            }
          >
            {entry.label}
          </HrefLink>
        ))}
      </nav>
      <div className="account-layout__body">{children}</div>
    </div>
  );
}
