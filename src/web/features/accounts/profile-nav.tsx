import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';

const SECTIONS = [
  ['profile_addresses', 'accounts.nav.addresses'],
  ['profile_addresses_partners', 'accounts.nav.partners'],
  ['profile_einvoice', 'accounts.nav.einvoice'],
  ['profile_punchout', 'punchout.settings.title'],
  ['profile_api_clients', 'customerApi.settings.title'],
  ['profile_customer_info', 'accounts.nav.customerInfo'],
  ['profile_contact_persons', 'accounts.nav.contactPersons'],
  ['profile_approvals', 'approvals.menu'],
  ['profile_terms', 'accounts.nav.terms'],
  ['profile_symbols', 'customerSymbols.title'],
  ['offers_show', 'offers.title'],
  ['profile_reset_password', 'accounts.nav.password'],
] as const;

export type ProfileSection = (typeof SECTIONS)[number][0];

/** The profile's sections as tabs that wrap onto more rows when narrow (auth.css); the current one is marked. */
export function ProfileNav({ locale, current }: { locale: Locale; current: ProfileSection }) {
  const t = useT();
  return (
    <nav className="profile-nav" aria-label={t('accounts.nav.label')}>
      <ul>
        {SECTIONS.map(([name, key]) => (
          <li key={name}>
            <a href={localHref(locale, name)} aria-current={name === current ? 'page' : undefined}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
