import { useState, type ReactNode } from 'react';

/**
 * A hover or focus dropdown for the header menus. Its panel renders only while open, so what it
 * holds (QR codes, lists) costs nothing on first load; no positioning library is needed here.
 */
export function Dropdown({
  label,
  children,
  align = 'end',
  className,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover opens a menu whose links are reachable by focus too (onFocus)
    <div
      className={`dropdown ${className ?? ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="dropdown__trigger"
        aria-expanded={open}
        aria-haspopup="true"
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && <div className={`dropdown__panel dropdown__panel--${align}`}>{children}</div>}
    </div>
  );
}
