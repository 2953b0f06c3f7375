import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/not_found_404')({
  component: NotFoundPage,
});

// Clicking anywhere on the page reloads it (storefront §2).
function NotFoundPage() {
  return (
    <button type="button" className="not-found" onClick={() => window.location.reload()}>
      <span className="not-found__code">404</span>
      <span className="not-found__text">页面走丢了，点击页面重新加载</span>
    </button>
  );
}
