/** The saved-lists module's public face (issue 17, ADR 035): what the app and other modules may use. */
export {
  createFavouritesService,
  type CartPort,
  type FavouritesService,
  type Viewer,
} from './favourites.service';
export { favouritesRoutes } from './favourites.routes';
