import { EXPORT_FORMATS } from '../../../common/favourites-rules';
import { generate } from '../../../common/routes';
import { useT } from '../../lib/i18n';

/**
 * Export of a list (spec §2: POST routes by directory or by public token): a plain form post, so
 * the browser downloads the file itself; the server checks the form's origin (csrf 'form'). A shared
 * list is priced in the market of the page it is exported from.
 */
export function ExportButtons(props: { directoryId: number } | { publicToken: string; country: string }) {
  const t = useT();
  const action = (format: string) =>
    'directoryId' in props
      ? generate('favourites_export', { directoryId: props.directoryId, format })
      : generate('favourites_public_export', {
          publicToken: props.publicToken,
          format,
          country: props.country,
        });
  return (
    <form method="post" className="favourites-export" aria-label={t('favourites.export.button')}>
      <span className="favourites-export__label">{t('favourites.export.button')}:</span>
      {EXPORT_FORMATS.map((format) => (
        <button key={format} type="submit" className="button" formAction={action(format)}>
          {format.toUpperCase()}
        </button>
      ))}
    </form>
  );
}
