import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignInRequired } from '../components/sign-in-required';
import { useRequestScope } from '../lib/request-scope';

// The shopper's own pages (shopping §6 "Guest"): signed out, they show 您尚未登录 and the login dialog;
// signed in, the page. Pathless: the pages under routes/_account/ keep their own paths.
export const Route = createFileRoute('/_account')({ component: SignedInOnly });

function SignedInOnly() {
  const { key } = useRequestScope();
  return key ? <Outlet /> : <SignInRequired />;
}
