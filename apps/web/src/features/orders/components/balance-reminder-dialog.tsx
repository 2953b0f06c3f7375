import '../../../components/confirm-dialog.css';
import { Dialog } from '../../../components/dialog';

/**
 * The reminder when a deposit balance cannot be paid now (shopping §4 "Deposit orders"): the window's text
 * from the domain's checkBalanceWindow — pay in this period, the missed time, or no longer in the activity.
 */
export function BalanceReminderDialog({ opened, text, onClose }: { opened: boolean; text: string; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} size={360}>
      <div className="confirm-dialog" role="alertdialog" aria-label="尾款支付提醒">
        <p className="confirm-dialog__text">{text}</p>
        <div className="confirm-dialog__actions">
          <button type="button" className="confirm-dialog__button confirm-dialog__button--primary" onClick={onClose}>
            我知道了
          </button>
        </div>
      </div>
    </Dialog>
  );
}
