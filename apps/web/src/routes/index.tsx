import { createFileRoute, redirect } from '@tanstack/react-router';

// The bare address opens the home page, whose path is the literal /index (storefront §2).
export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/index', search });
  },
});
