import { PACKING_SLIP_ORDERS_MAX, PACKING_SLIP_TOO_MANY } from '@garden/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { reportError } from '../../../lib/report-error';
import { openPackingSlips } from '../api/orders';
import { ShipSheetButton } from './ship-sheet-button';

/**
 * Above the order list: the orders chosen (across pages), 本页全选, 打印发货单 for them in one PDF, and for those who
 * ship, 表格批量发货.
 */
export function OrderSelectionBar({
  selected,
  onPage,
  onSelect,
  canShip,
}: {
  selected: readonly number[];
  onPage: readonly number[];
  onSelect: (ids: readonly number[]) => void;
  /** The operator's role ships (仓库, 店长). */
  canShip: boolean;
}) {
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    if (selected.length > PACKING_SLIP_ORDERS_MAX) return reportError(new ApiError(400, PACKING_SLIP_TOO_MANY));
    setPrinting(true);
    await openPackingSlips(selected);
    setPrinting(false);
  };
  const wholePage = onPage.length > 0 && onPage.every((id) => selected.includes(id));
  return (
    <Group gap="sm" justify="space-between">
      <Group gap="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={onPage.length === 0}
          onClick={() =>
            onSelect(wholePage ? selected.filter((id) => !onPage.includes(id)) : [...selected, ...onPage.filter((id) => !selected.includes(id))])
          }
        >
          {wholePage ? '取消本页' : '本页全选'}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          已选 {selected.length} 个订单
        </Text>
        {selected.length > 0 && (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onSelect([])}>
            清除选择
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Button disabled={selected.length === 0} loading={printing} onClick={() => void print()}>
          打印发货单
        </Button>
        {canShip && <ShipSheetButton />}
      </Group>
    </Group>
  );
}
