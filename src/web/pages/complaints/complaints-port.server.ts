/**
 * What the complaints' pages ask of the complaints module (ADR 065), in one place: the loaders of
 * the customer's and the desk's pages call the same service as the API.
 */
import type {
  ComplaintDeskDetails,
  ComplaintDeskList,
  ComplaintDeskQuery,
  ComplaintDetails,
  ComplaintList,
  ComplaintListQuery,
} from '../../../common/contracts/complaints';
import type { Services } from '../../../server/services';

export interface ComplaintPagesPort {
  list(customerId: number, query: ComplaintListQuery): Promise<ComplaintList>;
  details(customerId: number, rmaNumber: string): Promise<ComplaintDetails>;
  deskList(query: ComplaintDeskQuery): Promise<ComplaintDeskList>;
  deskDetails(id: number): Promise<ComplaintDeskDetails>;
}

export function complaintPages(services: Services): ComplaintPagesPort {
  const module = (services as unknown as { complaints?: ComplaintPagesPort }).complaints;
  if (!module) throw new Error('The complaints module is not wired into the services');
  return module;
}
