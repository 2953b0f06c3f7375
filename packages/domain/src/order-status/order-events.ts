/** The kinds of event in an order's story as the back office tells it (issue 32 "Order detail": a timeline). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'shipped',
  'confirmed',
  'afterSalesApplied',
  'returnReceived',
  'afterSalesDecided',
  'operator',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Their words; an operator's write is named by its call (the back office's audit labels) instead. */
export const ORDER_EVENT_LABELS: Readonly<Record<Exclude<OrderEventKind, 'operator'>, string>> = {
  placed: '下单',
  paid: '付款',
  shipped: '发货',
  confirmed: '确认收货',
  afterSalesApplied: '申请售后',
  returnReceived: '收到退货',
  afterSalesDecided: '售后处理',
};
