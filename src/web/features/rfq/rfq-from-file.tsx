import { useState } from 'react';
import type { ColumnMapping } from '../../../common/bom-files';
import type { BomReading } from '../../../common/contracts/bom-files';
import type { SourceLine } from '../../../common/contracts/source-lines';
import { generateAccount } from '../../../common/routes-account';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { BomFileDrop } from '../../ui/bom-files/bom-file-drop';
import { MappingEditor } from '../../ui/bom-files/mapping-editor';
import { rfqApi } from './rfq-api';

const EXAMPLE_TYPES = ['xlsx', 'xls', 'csv', 'txt'] as const;

/**
 * A request's lines from a BOM file (issue 18): the drop zone, the example files to start from
 * (form posts of spec §2 POST /rfq/example/{fileType}, in the page's language), and the reading
 * to check; the lines go into the editor, each new reading's lines once.
 */
export function RfqFromFile({
  locale,
  onLines,
}: {
  locale: Locale;
  onLines: (imported: { seq: number; lines: SourceLine[] }) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ file: File; reading: BomReading; seq: number } | null>(null);

  const read = async (
    file: File,
    options: { mapping?: ColumnMapping; remember?: boolean } = {},
    onProgress: (percent: number) => void = () => undefined,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await rfqApi.filePreview(file, options, onProgress);
      const seq = (upload?.seq ?? 0) + 1;
      setUpload({ file, reading: answer.reading, seq });
      onLines({ seq, lines: answer.lines });
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.unexpected'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rfq-file" data-testid="rfq-file">
      <BomFileDrop busy={busy} onRead={(file, onProgress) => read(file, {}, onProgress)}>
        <div className="rfq-file__examples">
          <span>{t('rfq.files.examples')}</span>
          {EXAMPLE_TYPES.map((type) => (
            <form
              key={type}
              method="post"
              action={generateAccount('rfq_example', { fileType: type, language: locale.language })}
            >
              <button type="submit" className="button button--small" data-testid={`rfq-example-${type}`}>
                {type.toUpperCase()}
              </button>
            </form>
          ))}
        </div>
      </BomFileDrop>
      <p className="rfq-file__error" role="alert">
        {error}
      </p>
      {upload && (
        <MappingEditor
          key={upload.seq}
          reading={upload.reading}
          busy={busy}
          onApply={(mapping, remember) => void read(upload.file, { mapping, remember })}
        />
      )}
    </div>
  );
}
