/** The enquiries module's public face (issue 20, ADR 066): contact forms, product enquiries and the desk's inbox. */
export { createEnquiriesService, type EnquiriesService } from './enquiries.service';
export { enquiriesDeskRoutes, enquiriesRoutes } from './enquiries.routes';
