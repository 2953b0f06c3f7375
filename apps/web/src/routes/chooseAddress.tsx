import { createFileRoute, useRouter } from '@tanstack/react-router';
import { CityChooser } from '../features/address/components/city-chooser';
import { useRequestScope } from '../lib/request-scope';

// shopping §2: chooseAddress is the city picker; the chosen city is the default city every call carries.
export const Route = createFileRoute('/chooseAddress')({
  component: ChooseAddressRoute,
});

function ChooseAddressRoute() {
  const { key } = useRequestScope();
  const router = useRouter();
  return <CityChooser loginKey={key} onChosen={() => router.history.back()} />;
}
