import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { MantineScope } from '../../../components/mantine-scope';
import { useAtom } from 'jotai';
import { loginDialogAtom } from '../../../lib/login-dialog';
import { LoginForm } from './login-form';

/**
 * The login/register dialog every page can open (storefront §2); loaded lazily by the root layout.
 * After binding a mobile the page reloads (storefront §4); other successes just close it.
 */
export default function LoginDialog() {
  const [dialog, setDialog] = useAtom(loginDialogAtom);
  const close = () => setDialog((state) => ({ ...state, opened: false }));
  return (
    <MantineScope>
      <Modal opened={dialog.opened} onClose={close} centered size={420} radius="lg" withCloseButton title="欢迎来到花园商城" zIndex={300}>
        <LoginForm
          mode={dialog.mode}
          onModeChange={(mode) => setDialog({ opened: true, mode })}
          onDone={() => (dialog.mode === 4 ? window.location.reload() : close())}
        />
      </Modal>
    </MantineScope>
  );
}
