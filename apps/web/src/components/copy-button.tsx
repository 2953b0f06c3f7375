import { COPY_FAILED, COPY_SUCCEEDED } from '@garden/domain';
import { showToast } from '../lib/toast';

/** Copies `text` (a courier number) to the clipboard and says whether it could (shopping §8: 复制成功 / 无法复制). */
export function CopyButton({ text, label = '复制' }: { text: string; label?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(COPY_SUCCEEDED);
    } catch {
      showToast(COPY_FAILED);
    }
  };
  return (
    <button type="button" className="copy-button" aria-label={`${label} ${text}`} onClick={() => void copy()}>
      {label}
    </button>
  );
}
