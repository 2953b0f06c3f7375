import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ParcelLoginPage } from '../features/parcel/components/parcel-login-page';

// shopping §2: the parcel staff's login; it leads to their entry page, named by user.
export const Route = createFileRoute('/parcelLogin')({
  component: ParcelLoginRoute,
});

function ParcelLoginRoute() {
  const navigate = useNavigate();
  return <ParcelLoginPage onSignedIn={(user) => void navigate({ to: '/parcelBack', search: { user } })} />;
}
