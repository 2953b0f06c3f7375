import { type LoginMode, SHOP_NAME } from '@garden/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { SimpleLoginForm } from '../features/auth/components/simple-login-form';

type LoginPageType = LoginMode | 'simple';

const MODES: readonly LoginPageType[] = [0, 1, 2, 3, 4, 'simple'];

/** `type` is the dialog mode 0–4 (storefront §2), or `simple` for the phone-and-password page. */
function parseType(value: unknown): LoginPageType {
  const type = value === 'simple' ? value : Number(value);
  return MODES.find((mode) => mode === type) ?? 0;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { type?: LoginPageType } => (search.type === undefined ? {} : { type: parseType(search.type) }),
  component: LoginPage,
});

function LoginPage() {
  const { type = 0 } = Route.useSearch();
  const navigate = useNavigate({ from: '/login' });
  const goHome = () => void navigate({ to: '/index' });
  return (
    <div className="auth-page">
      <div className="auth-page__art">
        <h1>{SHOP_NAME}</h1>
        <p>月季、绣球、铁线莲……把四季花园带回家</p>
      </div>
      <div className="auth-page__card">
        {type === 'simple' ? (
          <SimpleLoginForm onDone={goHome} />
        ) : (
          <LoginForm mode={type} onModeChange={(mode) => void navigate({ search: { type: mode }, replace: true })} onDone={goHome} />
        )}
      </div>
    </div>
  );
}
