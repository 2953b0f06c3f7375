// The request and reply schemas of each call of the endpoint table (endpoints.ts), by the same names.
import { Collected, CollectRequest, FavouritePage, FavouritePageRequest, Uncollected, UncollectRequest } from './favourites';

export const endpointShapes = {
  collectFavourite: { request: CollectRequest, reply: Collected },
  removeFavourites: { request: UncollectRequest, reply: Uncollected },
  listFavourites: { request: FavouritePageRequest, reply: FavouritePage },
};
