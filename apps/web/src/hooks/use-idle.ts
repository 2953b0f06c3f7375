import { useEffect, useState } from 'react';

/** The longest start-up work waits for an idle moment: a page that never goes idle still starts it. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser has first been idle after this component appeared, then true: work a page does not
 * need to draw (a carousel measuring its slides, say) waits until then, so on a slow phone it does not lengthen
 * the long task in which the app first draws (Lighthouse TBT). Safari has no requestIdleCallback: a timeout
 * stands in.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
