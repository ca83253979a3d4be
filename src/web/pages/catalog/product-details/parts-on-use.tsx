/**
 * The product page's parts with nothing to press or type, whose code its first paint does without
 * (ADR 088): the lifecycle notice and compliance data, the parameters, the packaging, the stock by
 * place, the customer's special prices. The server
 * renders them whole; the browser keeps that HTML and loads their code only when React has to render
 * them anew (new data, a navigation to a product page, which loads them with the page) or a visitor
 * uses them (a focus or press inside). Their stylesheets are imported here, so they are the page's
 * (the server links them): the server's HTML of the parts is styled before any code comes.
 */
import type { ComponentType } from 'react';
import { hydrateOnUse } from '../../../ui/hydrate-on-use';
import '../../../features/backorders/backorders.css';
import '../../../features/rfq/rfq.css';
import '../../../features/favourites/favourites.css';

/** A part of the page: a navigation to a product page loads it with the page. */
const part = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  hydrateOnUse(load, { withPage: true });
const compliance = () => import('../../../features/catalog/product-compliance');
const packaging = () => import('../../../features/catalog/part-packaging');

export const LifecycleNoticePart = part(() => compliance().then((m) => m.LifecycleNotice));
export const ComplianceSectionPart = part(() => compliance().then((m) => m.ComplianceSection));
export const PackagingFactsPart = part(() => packaging().then((m) => m.PackagingFacts));
export const OtherPackagingPart = part(() => packaging().then((m) => m.OtherPackaging));
export const StockByPlacePart = part(() =>
  import('../../../features/backorders/stock-by-place').then((m) => m.StockByPlace),
);
export const SpecialPricePart = part(() =>
  import('../../../features/rfq/special-price').then((m) => m.SpecialPrice),
);
/** "Notify me": a press before its code came is held and done once it has (ui/hydrate-on-use.tsx). */
export const AddAlertButtonPart = part(() =>
  import('../../../features/alerts/add-alert-button').then((m) => m.AddAlertButton),
);
/** "Add to favourites" (the amount from the order box, product-amount.ts); its press held the same way. */
export const ProductFavouritesPart = part(() =>
  import('./product-favourites').then((m) => m.ProductFavourites),
);
/** The CAD models: their downloads are links; "Show 3D view" is held like any press. */
export const CadModelsPart = part(() =>
  import('../../../features/catalog/cad-models').then((m) => m.CadModels),
);
export const ParametersTablePart = part(() =>
  import('../../../features/catalog/parameters-table').then((m) => m.ParametersTable),
);
