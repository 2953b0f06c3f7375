import { resolveHomeLink } from '@garden/domain';
import type { ReactNode } from 'react';
import { HrefLink } from '../../../components/href-link';
import { showToast } from '../../../lib/toast';
import type { HomeLink as HomeLinkFields } from '../api/get-home';

/**
 * A carousel slide's or a theme's "view more" link, resolved by the domain's home-link rule:
 * group-buy, bridge and 预定 links are refused with their message (storefront §8); the rest navigate.
 */
export function HomeLink({ link, title, className, children }: { link: HomeLinkFields; title: string; className?: string; children: ReactNode }) {
  const target = resolveHomeLink({ redirectType: link.redirect_type, redirectId: link.redirect_id, name: title });
  if (!target.ok) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link the web cannot open explains itself on click (storefront §4), styled as the links beside it
      <a
        href="#"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          showToast(target.message);
        }}
      >
        {children}
      </a>
    );
  }
  const query = new URLSearchParams(target.search).toString();
  return (
    <HrefLink href={query ? `${target.to}?${query}` : target.to} className={className}>
      {children}
    </HrefLink>
  );
}
