import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HrefLink } from '../../../components/href-link';
import { ACCOUNT_MENU } from '../../../lib/site-links';
import './account-layout.css';

/** An account page: the side menu on the left, the page on the right. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="page account-layout">
      <nav className="account-menu" aria-label="账户菜单">
        <h2 className="account-menu__title">我的账户</h2>
        {ACCOUNT_MENU.map((entry) => (
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
