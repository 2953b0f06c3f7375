import { Button } from '@mantine/core';

/**
 * The small button that turns something off or on again from its row (停用 / 启用, 隐藏 / 显示): red while it would
 * take something away, green while it would give it back.
 */
export function SwitchButton({
  on,
  offLabel,
  onLabel,
  loading,
  onClick,
}: {
  /** Whether the thing is on now: the button then offers `offLabel`. */
  on: boolean;
  offLabel: string;
  onLabel: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="xs" variant="light" color={on ? 'red' : 'green'} loading={loading} onClick={onClick}>
      {on ? offLabel : onLabel}
    </Button>
  );
}
