import { NO_MORE_ORDERS, NO_ORDER_MATCHES, ORDER_LIST_TABS, validateOrderSearch } from '@garden/domain';
import { useState, type FormEvent } from 'react';
import { OptionList } from '../../../components/option-list';
import { Pagination } from '../../../components/pagination';
import { PressedButtons } from '../../../components/pressed-buttons';
import { showToast } from '../../../lib/toast';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import { TIME_FILTER_OPTIONS, toOrderListQuery, type OrderListSearch } from './order-list-search';
import '../../../components/list-page.css';
import './orders.css';
import { TitledSection } from '../../../components/titled-section';

/**
 * My orders (shopping §2 "Order list"): the tabs of the domain's ORDER_LIST_TABS with the recycle bin, the
 * order-number search (digits only; a search finding none says so), the 30/91/365-day filter, 10 orders a page and `没有更多订单了`.
 * `onChange` patches the address; any change but the page starts again at page 1.
 */
export function OrderListPage({
  loginKey,
  search,
  onChange,
}: {
  loginKey: string;
  search: OrderListSearch;
  onChange: (patch: OrderListSearch) => void;
}) {
  const query = toOrderListQuery(search);
  const orders = useOrders(loginKey, query);
  const [orderSn, setOrderSn] = useState(query.order_sn);
  const refine = (patch: OrderListSearch) => onChange({ ...patch, page: undefined });
  const pages = Math.ceil(orders.total / orders.limit);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateOrderSearch(orderSn);
    if (refusal) return showToast(refusal);
    refine({ order_sn: orderSn.trim() || undefined });
  };

  return (
    <TitledSection className="order-list-page" title="我的订单">
      <div className="list-toolbar order-toolbar">
        <PressedButtons
          nav
          label="订单状态"
          className="sort-tabs order-tabs"
          options={ORDER_LIST_TABS.map(({ tab, name }) => ({ value: tab, label: name }))}
          pressed={(tab) => tab === (search.tab ?? -1)}
          onPick={(tab) => refine({ tab: tab === -1 ? undefined : tab })}
        />
      </div>
      <form className="filter-form filter-form--card order-filters" onSubmit={submitSearch}>
        <label className="filter-form__field">
          订单号
          <input
            value={orderSn}
            onChange={(event) => setOrderSn(event.target.value)}
            inputMode="numeric"
            placeholder="请输入订单号"
            aria-label="订单号"
          />
        </label>
        <button type="submit" className="filter-form__submit">
          搜索
        </button>
        <label className="filter-form__field">
          下单时间
          <select value={query.add_time} aria-label="下单时间" onChange={(event) => refine({ add_time: Number(event.target.value) || undefined })}>
            <OptionList options={TIME_FILTER_OPTIONS.map((option) => ({ value: option.value, text: option.name }))} />
          </select>
        </label>
      </form>
      {orders.list.length === 0 ? (
        <p className="goods-grid__empty">
          <strong>{query.order_sn ? NO_ORDER_MATCHES : NO_MORE_ORDERS}</strong>
        </p>
      ) : (
        <div className="order-list">
          {orders.list.map((order) => (
            <OrderCard key={order.order_id} loginKey={loginKey} order={order} />
          ))}
        </div>
      )}
      <Pagination page={query.page} total={pages} onChange={(page) => onChange({ page })} />
    </TitledSection>
  );
}
