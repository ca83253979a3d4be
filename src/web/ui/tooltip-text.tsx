import { useQuery } from '@tanstack/react-query';
import { useT } from '../lib/i18n';
import { usePageLanguage } from '../lib/root-data';
import { tooltipsQuery } from '../lib/tooltips';

/**
 * The explanation under `tooltipKey` (GET /ajax/tooltips/complete). It mounts only when a tooltip
 * opens, so the texts are fetched on the first open and then shared by every tooltip of the page.
 */
export function TooltipText({ tooltipKey }: { tooltipKey: string }) {
  const t = useT();
  const language = usePageLanguage();
  const { data, isError } = useQuery(tooltipsQuery(language));
  if (isError) return <>{t('content.tooltipMissing')}</>;
  if (!data) return <>{t('common.loading')}</>;
  return <>{data.tooltips[tooltipKey] ?? t('content.tooltipMissing')}</>;
}
