import { EXPORT_FORMATS } from '../../../common/favourites-rules';
import { generateAccount } from '../../../common/routes-account';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';

/**
 * Print and export of a list (spec §2: POST routes by directory or by public token): a plain form
 * post, so the browser downloads the file (CSV, XLSX, PDF) itself, or opens the print page in a new
 * tab; the server checks the form's origin (csrf 'form'). Files and the print page are in the page's
 * language, and a shared list is priced in the market of the page it is printed from.
 */
export function ExportButtons(props: { directoryId: number } | { publicToken: string; country: string }) {
  const t = useT();
  const { locale } = useRootData();
  const where =
    'directoryId' in props
      ? { directoryId: props.directoryId, country: locale.country }
      : { publicToken: props.publicToken, country: props.country };
  const query = { ...where, language: locale.language };
  const action = (format: string) =>
    generateAccount('directoryId' in props ? 'favourites_export' : 'favourites_public_export', {
      ...query,
      format,
    });
  const print = generateAccount(
    'directoryId' in props ? 'favourites_print' : 'favourites_public_print',
    query,
  );
  return (
    <form method="post" className="favourites-export" aria-label={t('favourites.export.button')}>
      <button
        type="submit"
        className="button"
        formAction={print}
        formTarget="_blank"
        data-testid="favourites-print"
      >
        {t('favouritesPrint.print')}
      </button>
      <span className="favourites-export__label">{t('favourites.export.button')}:</span>
      {EXPORT_FORMATS.map((format) => (
        <button key={format} type="submit" className="button" formAction={action(format)}>
          {format.toUpperCase()}
        </button>
      ))}
    </form>
  );
}
