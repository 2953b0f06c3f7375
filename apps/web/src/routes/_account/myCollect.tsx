import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/account/components/favourites-page';
import { pagedAccountRoute } from '../-components/paged-account-route';

// shopping §2: myCollect lists the favourites; the page number sits in the address.
export const Route = createFileRoute('/_account/myCollect')(pagedAccountRoute(FavouritesPage));
