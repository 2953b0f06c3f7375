import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ParcelEntryPage } from '../features/parcel/components/parcel-entry-page';

// shopping §2: parcelBack takes `user`, the staff member the page records for.
export const Route = createFileRoute('/parcelBack')({
  validateSearch: (search: Record<string, unknown>): { user?: string } => (typeof search.user === 'string' ? { user: search.user } : {}),
  component: ParcelBackRoute,
});

function ParcelBackRoute() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => void navigate({ to: '/parcelLogin', replace: true }), [navigate]);
  return <ParcelEntryPage toLogin={toLogin} />;
}
