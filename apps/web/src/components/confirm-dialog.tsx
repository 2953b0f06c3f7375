import './confirm-dialog.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import { Modal } from '@mantine/core';
import { MantineScope } from './mantine-scope';

/** A yes/no question before a destructive action, e.g. `确定删除该地址?` (shopping §5). */
export function ConfirmDialog({ opened, text, onConfirm, onCancel }: { opened: boolean; text: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <MantineScope>
      <Modal opened={opened} onClose={onCancel} centered size={360} radius="lg" withCloseButton={false} zIndex={250}>
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
      </Modal>
    </MantineScope>
  );
}
