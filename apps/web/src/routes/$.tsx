import { createFileRoute, redirect } from '@tanstack/react-router';

// Any unknown path redirects to /index (storefront §2).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/index', replace: true });
  },
});
