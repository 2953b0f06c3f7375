import { BRIDGE_USE_APP, GROUP_BUY_USE_APP, RESERVATION_USE_APP, RESERVATION_WORD } from '@garden/domain';
import type { ReactNode } from 'react';
import { HrefLink } from '../../../components/href-link';
import { showToast } from '../../../lib/toast';
import type { HomeLink as HomeLinkTarget } from '../api/get-home';

// TODO(domain): use the home-links family's refusal once @garden/domain exports it.
const refuseHomeLink = ({ redirectType, title }: { redirectType: number; title: string }): string | null =>
  redirectType === 6 ? GROUP_BUY_USE_APP : redirectType === 7 ? BRIDGE_USE_APP : title.includes(RESERVATION_WORD) ? RESERVATION_USE_APP : null;

const pathOf = ({ redirect_type, redirect_id }: HomeLinkTarget, title: string): string => {
  const id = encodeURIComponent(String(redirect_id));
  switch (redirect_type) {
    case 1:
      return `/goodDetail?gshp_id=${id}`;
    case 2:
      return `/category?id=${id}&name=${encodeURIComponent(title)}`;
    case 3:
      return `/activity?id=${id}`;
    case 4:
      return `/actGoodsList?id=${id}`;
    case 5:
      return `/recommend?fv_id=${id}&name=${encodeURIComponent(title)}`;
    default:
      return '/index';
  }
};

/**
 * A link of a carousel slide or a theme's "view more": group-buy, bridge and 预定 links are refused
 * with their messages (storefront §8, the domain's home-link rule); the rest go to their page.
 */
export function HomeLink({ link, title, className, children }: { link: HomeLinkTarget; title: string; className?: string; children: ReactNode }) {
  const refusal = refuseHomeLink({ redirectType: link.redirect_type, title });
  return (
    <HrefLink
      href={refusal ? '#' : pathOf(link, title)}
      className={className}
      onClick={(event) => {
        if (!refusal) return;
        event.preventDefault();
        showToast(refusal);
      }}
    >
      {children}
    </HrefLink>
  );
}
