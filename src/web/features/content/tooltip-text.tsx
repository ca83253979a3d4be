import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { contentQueries } from './content-api';

/** The page's language, from the root loader (no import of root: it imports the features). */
export function usePageLanguage(): string {
  const data = useRouteLoaderData('root') as { locale?: Pick<Locale, 'language'> } | undefined;
  return data?.locale?.language ?? 'en';
}

/**
 * The explanation under `tooltipKey` (GET /ajax/tooltips/complete). It mounts only when a tooltip
 * opens, so the texts are fetched on the first open and then shared by every tooltip of the page.
 */
export function TooltipText({ tooltipKey }: { tooltipKey: string }) {
  const t = useT();
  const language = usePageLanguage();
  const { data, isError } = useQuery(contentQueries.tooltips(language));
  if (isError) return <>{t('content.tooltipMissing')}</>;
  if (!data) return <>{t('common.loading')}</>;
  return <>{data.tooltips[tooltipKey] ?? t('content.tooltipMissing')}</>;
}
