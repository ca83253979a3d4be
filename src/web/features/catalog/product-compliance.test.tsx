import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../../common/contracts/catalog';
import { catalogues } from '../../../common/i18n';
import { I18nProvider } from '../../lib/i18n';
import { StatusLabels } from '../../ui/product/status-labels';
import { ComplianceSection, LifecycleNotice } from './product-compliance';

const inLanguage = (language: 'en' | 'de', node: ReactNode) =>
  render(<I18nProvider messages={catalogues[language]}>{node}</I18nProvider>);

type Facts = Pick<
  ProductDetails,
  'lifecycle' | 'lastTimeBuyDate' | 'lifecycleReplacement' | 'compliance' | 'statusLabels'
>;

const facts = (extra: Partial<Facts> = {}): Facts => ({
  lifecycle: 'active',
  lastTimeBuyDate: null,
  lifecycleReplacement: null,
  statusLabels: [],
  compliance: {
    rohs: 'compliant',
    reach: 'svhc_free',
    eccn: 'EAR99',
    htsCode: '8541.21.0075',
    countryOfOrigin: 'DE',
    msl: 1,
  },
  ...extra,
});

describe('lifecycle on cards and the product page', () => {
  it('shows nothing for an active part', () => {
    const { container } = inLanguage(
      'en',
      <>
        <StatusLabels labels={[]} lifecycle={facts()} />
        <LifecycleNotice product={facts()} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('labels an open last-time buy with its date, and one that ended as ended', () => {
    inLanguage(
      'en',
      <StatusLabels labels={[]} lifecycle={facts({ lifecycle: 'ltb', lastTimeBuyDate: '2999-01-31' })} />,
    );
    expect(screen.getByText('Last-time buy until 2999-01-31').className).toContain('status-label--warning');
    inLanguage(
      'en',
      <StatusLabels labels={[]} lifecycle={facts({ lifecycle: 'ltb', lastTimeBuyDate: '2001-01-31' })} />,
    );
    expect(screen.getByText('Last-time buy ended on 2001-01-31')).toBeTruthy();
  });

  it('an obsolete part links its replacement; one not in the catalogue yet is named without a link', () => {
    inLanguage(
      'en',
      <LifecycleNotice
        product={facts({
          lifecycle: 'obsolete',
          lifecycleReplacement: { symbol: 'NE555DR', url: '/NE555DR/details' },
        })}
      />,
    );
    const notice = screen.getByTestId('lifecycle-notice');
    expect(notice.textContent).toContain('This part is no longer made.');
    expect(within(notice).getByRole('link', { name: 'NE555DR' }).getAttribute('href')).toBe(
      '/NE555DR/details',
    );

    inLanguage(
      'de',
      <LifecycleNotice
        product={facts({ lifecycle: 'nrnd', lifecycleReplacement: { symbol: 'X-NEW', url: null } })}
      />,
    );
    const pending = screen.getAllByTestId('lifecycle-notice')[1]!;
    expect(pending.textContent).toContain('Nicht für Neuentwicklungen empfohlen');
    expect(pending.textContent).toContain('X-NEW (noch nicht in unserem Katalog)');
    expect(within(pending).queryByRole('link')).toBeNull();
  });
});

describe('Environmental & export classifications', () => {
  it('lists every classification, "Not given" where the catalogue has none', () => {
    inLanguage(
      'en',
      <ComplianceSection
        product={facts({ compliance: { ...facts().compliance, msl: null, eccn: null } })}
        language="en"
      />,
    );
    const section = screen.getByRole('region', { name: 'Environmental & export classifications' });
    const cells = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(cells).toEqual([
      ['Lifecycle status', 'Active'],
      ['RoHS status', 'Compliant'],
      ['REACH status', 'SVHC-free'],
      ['Moisture sensitivity level (MSL)', 'Not given'],
      ['ECCN', 'Not given'],
      ['HTSUS', '8541.21.0075'],
      ['Country of origin', 'Germany (DE)'],
    ]);
  });
});
