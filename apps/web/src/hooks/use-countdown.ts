import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineMs`, refreshed every second, never below 0 (shopping §9). */
export function useCountdown(deadlineMs: number): number {
  const [remaining, setRemaining] = useState(() => Math.max(0, deadlineMs - Date.now()));
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, deadlineMs - Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return remaining;
}

/** `mm:ss` of a duration, seconds rounded up so 0 shows only at the end (shopping §9 "minutes:seconds countdown"). */
export function formatMinutesSeconds(milliseconds: number): string {
  const seconds = Math.ceil(Math.max(0, milliseconds) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
