import { TOAST_DURATION_MS } from '@garden/domain';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { toastAtom } from '../lib/toast';

/** Draws the one centred toast and hides it after the default duration (storefront §8, §9). */
export function ToastHost() {
  const [toast, setToast] = useAtom(toastAtom);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, setToast]);
  if (!toast) return null;
  return (
    <div className="toast" role="status" aria-live="polite" key={toast.id}>
      {toast.text}
    </div>
  );
}
