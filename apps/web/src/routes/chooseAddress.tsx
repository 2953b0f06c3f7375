import { createFileRoute, useRouter } from '@tanstack/react-router';
import { CityPicker } from '../features/finder/components/city-picker';

// shopping §2: chooseAddress is the city picker (the finder's own); the chosen city becomes the
// default city every call carries, and the page goes back to where the shopper came from.
export const Route = createFileRoute('/chooseAddress')({
  component: ChooseAddressRoute,
});

function ChooseAddressRoute() {
  const router = useRouter();
  return (
    <div className="page">
      <h1 className="list-title">选择城市</h1>
      <CityPicker onChosen={() => router.history.back()} />
    </div>
  );
}
