import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

const PARAGRAPHS: Record<string, string[]> = {
  contact: ['intro', 'hours', 'technical', 'form'],
  help: ['intro', 'search', 'account', 'prices'],
  howToBuy: ['intro', 'step1', 'step2', 'step3'],
};

/** Contact, help and how-to-buy: editorial pages from the message catalogues. */
export function InfoPage({ data }: PageProps<{ section: string }>) {
  const t = useT();
  const keys = PARAGRAPHS[data.section] ?? [];
  return (
    <article className="info-page">
      <h1>{t(`pages.${data.section}.title`)}</h1>
      {keys.map((k) => (
        <p key={k}>{t(`pages.${data.section}.${k}`)}</p>
      ))}
    </article>
  );
}
