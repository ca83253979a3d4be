import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { Tooltips } from '../../../common/contracts/content';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';

/** The page's language, from the root loader (no import of root: it imports the features). */
export function usePageLanguage(): string {
  const data = useRouteLoaderData('root') as { locale?: Pick<Locale, 'language'> } | undefined;
  return data?.locale?.language ?? 'en';
}

async function fetchTooltips(language: string): Promise<Tooltips> {
  const response = await fetch(`/ajax/tooltips/complete?language=${encodeURIComponent(language)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Tooltips: HTTP ${response.status}`);
  return (await response.json()) as Tooltips;
}

/**
 * The explanation under `tooltipKey` (GET /ajax/tooltips/complete). It mounts only when a tooltip
 * opens, so the texts are fetched on the first open and then shared by every tooltip of the page.
 */
export function TooltipText({ tooltipKey }: { tooltipKey: string }) {
  const t = useT();
  const language = usePageLanguage();
  const { data, isError } = useQuery({ queryKey: ['tooltips', language], queryFn: () => fetchTooltips(language) });
  if (isError) return <>{t('content.tooltipMissing')}</>;
  if (!data) return <>{t('common.loading')}</>;
  return <>{data.tooltips[tooltipKey] ?? t('content.tooltipMissing')}</>;
}
