import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { toastAtom } from '../lib/toast';

// TODO(domain): take the default toast duration from @garden/domain once section 9's constants land.
const TOAST_MS = 2000;

/** Draws the one centred toast and hides it after the default duration (storefront §8, §9). */
export function ToastHost() {
  const [toast, setToast] = useAtom(toastAtom);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, setToast]);
  if (!toast) return null;
  return (
    <div className="toast" role="status" aria-live="polite" key={toast.id}>
      {toast.text}
    </div>
  );
}
