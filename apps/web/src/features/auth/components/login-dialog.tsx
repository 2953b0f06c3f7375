import { Dialog } from '../../../components/dialog';
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
    <Dialog opened={dialog.opened} onClose={close} size={420} title="欢迎来到花园商城" zIndex={300}>
      <LoginForm
        mode={dialog.mode}
        onModeChange={(mode) => setDialog({ opened: true, mode })}
        onDone={() => (dialog.mode === 4 ? window.location.reload() : close())}
      />
    </Dialog>
  );
}
