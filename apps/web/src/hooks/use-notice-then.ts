import { useEffect } from 'react';
import { showToast } from '../lib/toast';

/**
 * Once `when` holds: show `message`, then run `next` after `delayMs` (a notice before a redirect: the paid
 * WeChat order, shopping §2 wxPay; the lost parcel session, shopping §6).
 */
export function useNoticeThen(when: boolean, message: string, next: () => void, delayMs: number): void {
  useEffect(() => {
    if (!when) return;
    showToast(message);
    const timer = setTimeout(next, delayMs);
    return () => clearTimeout(timer);
  }, [when, message, next, delayMs]);
}
