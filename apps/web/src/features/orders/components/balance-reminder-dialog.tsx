import '../../../components/confirm-dialog.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import { Modal } from '@mantine/core';
import { MantineScope } from '../../../components/mantine-scope';

/**
 * The reminder when a deposit balance cannot be paid now (shopping §4 "Deposit orders"): the window's text
 * from the domain's checkBalanceWindow — pay in this period, the missed time, or no longer in the activity.
 */
export function BalanceReminderDialog({ opened, text, onClose }: { opened: boolean; text: string; onClose: () => void }) {
  return (
    <MantineScope>
      <Modal opened={opened} onClose={onClose} centered size={360} radius="lg" withCloseButton={false} zIndex={250}>
        <div className="confirm-dialog" role="alertdialog" aria-label="尾款支付提醒">
          <p className="confirm-dialog__text">{text}</p>
          <div className="confirm-dialog__actions">
            <button type="button" className="confirm-dialog__button confirm-dialog__button--primary" onClick={onClose}>
              我知道了
            </button>
          </div>
        </div>
      </Modal>
    </MantineScope>
  );
}
