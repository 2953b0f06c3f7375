import {
  CONFIRM_CANCEL_AFTER_SALES,
  CONFIRM_CANCEL_ORDER,
  CONFIRM_DELETE_ORDER,
  CONFIRM_DESTROY_ORDER,
  CONFIRM_RECEIPT,
  type OrderAction,
} from '@garden/domain';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useChangeOrder, type OrderChange } from '../api/change-order';
import type { Order } from '../api/get-order';
import { BalanceReminderDialog } from './balance-reminder-dialog';

const LABELS: Readonly<Record<OrderAction, string>> = {
  pay: '立即付款',
  cancel: '取消订单',
  applyAfterSales: '申请售后',
  viewLogistics: '查看物流',
  confirmReceipt: '确认收货',
  cancelAfterSales: '撤销售后',
  review: '评价',
  followUpReview: '追加评价',
  delete: '删除订单',
  restore: '还原订单',
  deleteForever: '永久删除',
  buyAgain: '再次购买',
};

// The actions that change the order on the server, and the question asked first where they cannot be undone.
const CHANGES: Readonly<Partial<Record<OrderAction, { change: OrderChange; question?: string }>>> = {
  cancel: { change: 'cancel', question: CONFIRM_CANCEL_ORDER },
  confirmReceipt: { change: 'confirm', question: CONFIRM_RECEIPT },
  cancelAfterSales: { change: 'cancelAfterSales', question: CONFIRM_CANCEL_AFTER_SALES },
  delete: { change: 'delete', question: CONFIRM_DELETE_ORDER },
  deleteForever: { change: 'destroy', question: CONFIRM_DESTROY_ORDER },
  restore: { change: 'recover' },
  buyAgain: { change: 'buyAgain' },
};

// The actions that open another page.
const PAGES: Readonly<Partial<Record<OrderAction, (orderId: number) => string>>> = {
  pay: (id) => `/payway?order_id=${id}`,
  applyAfterSales: (id) => `/chooseAfter?id=${id}`,
  review: (id) => `/comment?order_id=${id}`,
  followUpReview: (id) => `/comment?order_id=${id}`,
};

// The first action is the one the shopper most likely wants next, so it stands out.
const PRIMARY: readonly OrderAction[] = ['pay', 'confirmReceipt', 'review', 'followUpReview', 'restore'];

/**
 * The buttons of an order: exactly the server's `view.actions` (shopping §4 "Actions by order state"), in
 * its order. Destructive ones ask first; paying a deposit balance outside its window opens the reminder.
 */
export function OrderActions({
  loginKey,
  order,
  onViewLogistics,
  onDestroyed,
}: {
  loginKey: string;
  order: Order;
  /** Where "view logistics" goes: the list opens the detail, the detail scrolls to its tracking. */
  onViewLogistics: () => void;
  /** After "delete forever" (the detail page leaves, the list simply reloads). */
  onDestroyed?: () => void;
}) {
  const router = useRouter();
  const changeOrder = useChangeOrder(loginKey);
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [reminding, setReminding] = useState(false);
  const { actions, balance_window: balanceWindow } = order.view;

  const change = (action: OrderAction) => {
    const step = CHANGES[action];
    if (!step) return;
    changeOrder.mutate(
      { change: step.change, orderId: order.order_id },
      {
        onSuccess: () => {
          if (step.change === 'destroy') onDestroyed?.();
        },
      },
    );
  };

  const press = (action: OrderAction) => {
    if (action === 'pay' && balanceWindow && !balanceWindow.payable) return setReminding(true);
    if (action === 'viewLogistics') return onViewLogistics();
    const page = PAGES[action];
    if (page) return void router.navigate({ href: page(order.order_id) });
    if (CHANGES[action]?.question) return setAsking(action);
    change(action);
  };

  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={PRIMARY.includes(action) ? 'order-action order-action--primary' : 'order-action'}
          disabled={changeOrder.isPending}
          onClick={() => press(action)}
        >
          {LABELS[action]}
        </button>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        text={(asking && CHANGES[asking]?.question) || ''}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) change(asking);
          setAsking(null);
        }}
      />
      {balanceWindow && <BalanceReminderDialog opened={reminding} text={balanceWindow.message} onClose={() => setReminding(false)} />}
    </div>
  );
}
