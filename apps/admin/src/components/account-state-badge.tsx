import { Badge } from '@mantine/core';

/** A back-office account's state in its row (an operator's, a parcel staff's): 已停用 grey, 启用中 green. */
export function AccountStateBadge({ disabled }: { disabled: boolean }) {
  return (
    <Badge color={disabled ? 'gray' : 'green'} variant="light">
      {disabled ? '已停用' : '启用中'}
    </Badge>
  );
}
