import type { ReactNode } from 'react';
import './list-page.css';

/**
 * A labelled row of buttons whose chosen ones are pressed: the sort bars (storefront §2), the status tabs of
 * the order, coupon and review lists (shopping §2) and the filter and review chips. `nav` makes it a
 * navigation landmark, otherwise it is a group.
 */
export function PressedButtons<T extends string | number | undefined>({
  label,
  options,
  pressed,
  onPick,
  nav = false,
  className = 'sort-tabs',
  buttonClassName = 'sort-tabs__tab',
}: {
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  pressed: (value: T) => boolean;
  onPick: (value: T) => void;
  nav?: boolean;
  className?: string;
  buttonClassName?: string;
}) {
  const buttons = options.map((option) => (
    <button
      key={String(option.value)}
      type="button"
      className={buttonClassName}
      aria-pressed={pressed(option.value)}
      onClick={() => onPick(option.value)}
    >
      {option.label}
    </button>
  ));
  return nav ? (
    <nav className={className} aria-label={label}>
      {buttons}
    </nav>
  ) : (
    <div className={className} role="group" aria-label={label}>
      {buttons}
    </div>
  );
}
