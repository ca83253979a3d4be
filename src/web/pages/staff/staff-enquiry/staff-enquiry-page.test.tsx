/**
 * The desk's enquiry page (issue 20, ADR 066): a stranger's HTML and scripts are shown as the text
 * they are; answering posts to the reply call and shows the answer; an administrator only reads.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '../../../../common/contracts/staff';
import type { EnquiryDeskDetails } from '../../../../common/enquiries';
import { en } from '../../../../common/i18n/en';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { StaffEnquiryPage } from './staff-enquiry-page';

const script = '<script>window.hacked = true</script><img src=x onerror="window.hacked=true">';
const details: EnquiryDeskDetails = {
  id: 7,
  kind: 'product',
  status: 'open',
  email: 'html@example.com',
  customerNumber: '123',
  productSymbol: 'RC0603-10K',
  seller: null,
  subject: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  assignedTo: null,
  message: script,
  language: 'pl',
  country: 'pl',
  name: null,
  amount: 100,
  orderNumber: null,
  pageUrl: null,
  customerAccount: null,
  confirmedAt: '2026-11-26T09:00:05.000Z',
  forwardedAt: null,
  files: [],
  closedAt: null,
  replies: [],
  assignees: [{ id: 1, name: 'Sue Support' }],
};
const sue: StaffMember = {
  id: 1,
  email: 'sue@desk.test',
  name: 'Sue Support',
  roles: ['support'],
} as StaffMember;
const m = en.enquiries.desk.enquiry;

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { hacked?: boolean }).hacked;
});

describe('the desk’s enquiry page', () => {
  it('shows HTML and scripts of a message as text, never as markup', async () => {
    await renderPage(<StaffEnquiryPage data={{ staff: sue, details }} locale={testLocale} />, null);
    const message = await screen.findByTestId('enquiry-message');
    expect(message.textContent).toBe(script);
    expect(message.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('answers by mail and shows the answer', async () => {
    const user = userEvent.setup();
    const answered = {
      ...details,
      assignedTo: { id: 1, name: 'Sue Support' },
      replies: [{ id: 1, staff: 'Sue Support', message: 'Yes, 3 reels.', createdAt: details.createdAt }],
    };
    const fetch = replies([200, answered]);
    await renderPage(<StaffEnquiryPage data={{ staff: sue, details }} locale={testLocale} />, null);
    await user.type(await screen.findByRole('textbox', { name: new RegExp(m.reply) }), 'Yes, 3 reels.');
    await user.click(screen.getByRole('button', { name: m.replySend }));
    await waitFor(() => expect(screen.getByTestId('enquiry-replies').textContent).toContain('Yes, 3 reels.'));
    expect(calls(fetch)).toEqual(['POST /ajax/staff/enquiries/7/reply']);
    expect(screen.getByTestId('enquiry-notice').textContent).toBe(
      m.replied.replace('{{email}}', 'html@example.com'),
    );
  });

  it('lets an administrator read, not act', async () => {
    const ada = { ...sue, id: 3, roles: ['admin'] } as StaffMember;
    await renderPage(<StaffEnquiryPage data={{ staff: ada, details }} locale={testLocale} />, null);
    await screen.findByTestId('enquiry-message');
    expect(screen.queryByRole('button', { name: m.replySend })).toBeNull();
    expect(screen.queryByRole('button', { name: m.close })).toBeNull();
  });

  it('shows a marketplace question’s seller, subject and mails, and an error report’s screenshots as downloads', async () => {
    const question: EnquiryDeskDetails = {
      ...details,
      kind: 'marketplace',
      seller: { id: 4, name: 'Bauteil Direkt GmbH' },
      subject: 'Full reel?',
      forwardedAt: null,
      files: [{ id: 'a'.repeat(32), name: 'screen.png', contentType: 'image/png', size: 2048 }],
    };
    await renderPage(<StaffEnquiryPage data={{ staff: sue, details: question }} locale={testLocale} />, null);
    const facts = await screen.findByTestId('enquiry-details');
    expect(facts.textContent).toContain('Bauteil Direkt GmbH');
    expect(facts.textContent).toContain('Full reel?');
    expect(facts.textContent).toContain(en.marketplace.desk.forwarded);
    expect(facts.textContent).toContain(en.marketplace.desk.waiting);
    const link = screen.getByRole('link', { name: /screen\.png/ });
    expect(link.getAttribute('href')).toBe(`/ajax/staff/enquiries/7/files/${'a'.repeat(32)}`);
    expect(link.hasAttribute('download')).toBe(true);
    // Never shown inline: no image of an uploaded file in the desk's page.
    expect(facts.querySelector('img')).toBeNull();
  });
});
