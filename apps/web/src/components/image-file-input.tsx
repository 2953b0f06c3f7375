import { IMAGE_TYPES, validateImageFile } from '@garden/domain';
import type { ReactNode } from 'react';
import { showToast } from '../lib/toast';
import './image-file-input.css';

// What the file dialog offers: the domain's image types by MIME type and by extension (gif, jpeg, png, jpg).
const ACCEPT = IMAGE_TYPES.flatMap((type) => [`image/${type}`, `.${type}`]).join(',');

/**
 * The one file input for pictures (avatar, review images, the after-sales proof): it offers the domain's
 * image types and hands over the chosen files only when `check` (e.g. a count) and the domain's
 * validateImageFile pass every one of them, else it shows the first refusal (storefront §5, shopping §5
 * "Profile", "After-sales"). It shows as `children` in a label styled by `className`: the browser's own
 * file button speaks the browser's language (Choose File / No file chosen), not the shop's.
 */
export function ImageFileInput({
  onChoose,
  check,
  onRefuse = showToast,
  label,
  multiple = false,
  disabled = false,
  testId,
  className,
  busy = false,
  children,
}: {
  onChoose: (files: File[]) => void;
  check?: (files: readonly File[]) => string | null;
  onRefuse?: (message: string) => void;
  label?: string;
  multiple?: boolean;
  disabled?: boolean;
  testId?: string;
  className: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`image-file-input ${className}`} aria-busy={busy}>
      {children}
      <input
        type="file"
        accept={ACCEPT}
        aria-label={label}
        multiple={multiple}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file may be chosen again after removing it.
          event.target.value = '';
          if (files.length === 0) return;
          const refusal = check?.(files) ?? files.map(validateImageFile).find((message) => message !== null);
          if (refusal) return onRefuse(refusal);
          onChoose(files);
        }}
      />
    </label>
  );
}
