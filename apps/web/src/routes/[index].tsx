import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/index')({
  component: () => <div>home</div>,
});
