import { useT } from '../../lib/i18n';

const FORMATS = ['xlsx', 'xls'] as const;

/**
 * Download buttons of a quote or of the filtered list (spec §3 rfq export format xls, xlsx): plain
 * form posts, so the browser saves the file; `fields` carry the list's filters.
 */
export function RfqExportButtons({
  label,
  action,
  fields = {},
  testId,
}: {
  label: string;
  action: (format: (typeof FORMATS)[number]) => string;
  fields?: Record<string, string>;
  testId: string;
}) {
  const t = useT();
  return (
    <div className="rfq-export" role="group" aria-label={label} data-testid={testId}>
      <span className="rfq-export__label">{label}</span>
      {FORMATS.map((format) => (
        <form key={format} method="post" action={action(format)}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button--small">
            {t(format === 'xlsx' ? 'rfq.files.exportXlsx' : 'rfq.files.exportXls')}
          </button>
        </form>
      ))}
    </div>
  );
}
