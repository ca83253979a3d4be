/** The newsletter's public face (ADR 033, 067): the service, its queues and its routes. */
export {
  createNewsletterService,
  NEWSLETTER_DELIVER_QUEUE,
  NEWSLETTER_FANOUT_QUEUE,
  type NewsletterService,
} from './newsletter.service';
export { newsletterOneClickRoutes, newsletterRoutes } from './newsletter.routes';
