/** The enquiries module's public face (issue 20, ADR 066, ADR 072): contact forms, product enquiries, marketplace questions and the desk's inbox. */
export { createEnquiriesService, type EnquiriesService } from './enquiries.service';
export { enquiriesDeskRoutes, enquiriesRoutes } from './enquiries.routes';
export { ENQUIRY_SCREENSHOT_STORE } from './enquiry-files';
