/**
 * The footer's newsletter sign-up as every page's first paint has it (ADR 088): the server renders
 * the form whole, the browser loads its code (newsletter-signup.tsx: the form's state, checks and
 * sending) on the first focus, press or touch inside it. Its stylesheet stays here, in the first
 * paint: the server's HTML of the form is styled before the code comes.
 */
import { hydrateOnUse } from '../../ui/hydrate-on-use';
import './newsletter.css';

export const NewsletterSlot = hydrateOnUse<{ country: string }>(() =>
  import('./newsletter-signup').then((m) => m.NewsletterSignup),
);
