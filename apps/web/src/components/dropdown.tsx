import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How a menu is open: not at all, while a mouse rests on it, or held open by a click, tap or key. */
type Openness = 'closed' | 'hover' | 'held';

/**
 * A header menu: a mouse opens it by resting on it; a click, a tap or Enter holds it open until the trigger is
 * pressed again, Esc, a press outside or focus leaving it. Its panel renders only while open, so what it holds
 * (QR codes, lists) costs nothing on first load; no positioning library is needed here.
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
  const [openness, setOpenness] = useState<Openness>('closed');
  const root = useRef<HTMLDivElement>(null);
  const open = openness !== 'closed';

  useEffect(() => {
    if (openness !== 'held') return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenness('closed');
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openness]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover only previews the menu; its trigger is a button
    <div
      ref={root}
      className={`dropdown ${className ?? ''}`}
      // A touch screen sends pointer events too: only a mouse previews on hover, a finger taps the trigger.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && openness === 'closed') setOpenness('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openness === 'hover') setOpenness('closed');
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenness('closed');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpenness('closed');
      }}
    >
      <button
        type="button"
        className="dropdown__trigger"
        aria-expanded={open}
        aria-haspopup="true"
        data-testid={testId}
        onClick={() => setOpenness((value) => (value === 'held' ? 'closed' : 'held'))}
      >
        {label}
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: closes after a choice; the links and buttons inside take the keys
        <div
          className={`dropdown__panel dropdown__panel--${align}`}
          onClick={(event) => {
            if ((event.target as Element).closest('a, button')) setOpenness('closed');
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
