import type { QuoteCount } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../../components/href-link';
import { call } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { useRequestScope } from '../../../lib/request-scope';

/** A trader's quotation list with its count (shopping §2 "Catalogue": shown to trader accounts only). */
export function QuoteButton() {
  const { key } = useRequestScope();
  const trader = useUserInfo().data?.info.is_trader === 1;
  const { data } = useQuery({
    // Under the list's own key: adding to or removing from the list refreshes the count too.
    queryKey: [...queryKeys.catalogue.quote(key ?? ''), 'count'],
    queryFn: async (): Promise<QuoteCount> => ({ count: (await call(endpoints.readQuoteList, { page: 1, limit: 1 })).total }),
    enabled: trader && Boolean(key),
  });
  if (!trader) return null;
  const count = data?.count ?? 0;
  return (
    // Named by its own text, not an aria-label: on a phone it shows only 报价 and the count, and a spoken name
    // must begin with what is seen (axe label-content-name-mismatch).
    <HrefLink href="/bkList" className="cart-button">
      {/* 报价 on a phone, beside the cart in one row. */}
      <span>
        报价<span className="quote-button__more">清单</span>
      </span>
      <span className="cart-button__count" data-testid="quote-count">
        {count}
      </span>
      <span className="visually-hidden">个规格</span>
    </HrefLink>
  );
}
