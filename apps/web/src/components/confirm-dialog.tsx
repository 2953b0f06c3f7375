import './confirm-dialog.css';
import { Dialog } from './dialog';

/** A yes/no question before a destructive action, e.g. `确定删除该地址?` (shopping §5). */
export function ConfirmDialog({ opened, text, onConfirm, onCancel }: { opened: boolean; text: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog opened={opened} onClose={onCancel} size={360}>
      <div className="confirm-dialog" role="alertdialog" aria-label={text}>
        <p className="confirm-dialog__text">{text}</p>
        <div className="confirm-dialog__actions">
          <button type="button" className="confirm-dialog__button" onClick={onCancel}>
            取消
          </button>
          <button type="button" className="confirm-dialog__button confirm-dialog__button--primary" onClick={onConfirm}>
            确定
          </button>
        </div>
      </div>
    </Dialog>
  );
}
