/**
 * The product page's parts whose code its first paint does without (ADR 087): those with nothing
 * to press or type (the lifecycle notice and compliance data, the parameters, the packaging, the
 * stock by place, the customer's special prices) and those whose one button is held until their
 * code has come (the CAD models' "Show 3D view", whose downloads are links; "Notify me"; "Add to
 * favourites"). The server
 * renders them whole; the browser keeps that HTML and loads their code only when React has to render
 * them anew (new data, a navigation to a product page, which loads them with the page) or a visitor
 * uses them (a focus or press inside). Their stylesheets are imported here, so they are the page's
 * (the server links them): the server's HTML of the parts is styled before any code comes.
 */
import { hydrateOnUse } from '../../../ui/hydrate-on-use';
import '../../../features/backorders/backorders.css';
import '../../../features/rfq/rfq.css';
import '../../../features/favourites/favourites.css';

const compliance = () => import('../../../features/catalog/product-compliance');
const packaging = () => import('../../../features/catalog/part-packaging');

export const LifecycleNoticePart = hydrateOnUse(() => compliance().then((m) => m.LifecycleNotice), {
  withPage: true,
});
export const ComplianceSectionPart = hydrateOnUse(() => compliance().then((m) => m.ComplianceSection), {
  withPage: true,
});
export const PackagingFactsPart = hydrateOnUse(() => packaging().then((m) => m.PackagingFacts), {
  withPage: true,
});
export const OtherPackagingPart = hydrateOnUse(() => packaging().then((m) => m.OtherPackaging), {
  withPage: true,
});
export const StockByPlacePart = hydrateOnUse(
  () => import('../../../features/backorders/stock-by-place').then((m) => m.StockByPlace),
  { withPage: true },
);
export const SpecialPricePart = hydrateOnUse(
  () => import('../../../features/rfq/special-price').then((m) => m.SpecialPrice),
  { withPage: true },
);
export const ParametersTablePart = hydrateOnUse(
  () => import('../../../features/catalog/parameters-table').then((m) => m.ParametersTable),
  { withPage: true },
);
export const CadModelsPart = hydrateOnUse(
  () => import('../../../features/catalog/cad-models').then((m) => m.CadModels),
  { withPage: true },
);
export const AddAlertButtonPart = hydrateOnUse(
  () => import('../../../features/alerts/add-alert-button').then((m) => m.AddAlertButton),
  { withPage: true },
);
export const SaveToFavouritesPart = hydrateOnUse(
  () => import('../../../features/favourites/save-to-favourites').then((m) => m.SaveToFavourites),
  { withPage: true },
);
