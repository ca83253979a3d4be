import { useId, useState, type DragEvent } from 'react';
import { BOM_FILE_MAX_BYTES } from '../../../common/bom-files';
import { useT } from '../../lib/i18n';
import { FilePicker } from '../file-picker';
import './bom-files.css';

export interface BomFileDropProps {
  busy: boolean;
  /** Reads the file; `onProgress` receives how much was sent (0–100). True when it was read. */
  onRead: (file: File, onProgress: (percent: number) => void) => Promise<boolean>;
  /** Links to example files, shown under the hint (requests for quote). */
  children?: React.ReactNode;
}

const ACCEPT =
  '.csv,.txt,.tsv,.xls,.xlsx,text/csv,text/plain,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A BOM file's drop zone (issue 18, ADR 046): a file dragged onto it, or chosen with the file
 * button (a real button, so the keyboard reaches it: European Accessibility Act), is read at once.
 * While it goes, how much was sent and then that it is being read is announced.
 */
export function BomFileDrop({ busy, onRead, children }: BomFileDropProps) {
  const t = useT();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const read = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setPercent(0);
    try {
      await onRead(chosen, setPercent);
    } finally {
      setPercent(null);
    }
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const chosen = event.dataTransfer.files[0];
    if (chosen && !busy) void read(chosen);
  };

  return (
    <div
      className={over ? 'bom-drop bom-drop--over' : 'bom-drop'}
      data-testid="bom-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <h2 className="bom-drop__title">{t('bomFiles.upload.title')}</h2>
      <p id={`${id}-help`} className="bom-drop__help">
        {t('bomFiles.upload.help', { megabytes: BOM_FILE_MAX_BYTES / 1024 / 1024 })}
      </p>
      <p className="bom-drop__target" aria-hidden="true">
        {t('bomFiles.upload.drop')}
      </p>
      <FilePicker
        label={t('bomFiles.upload.fileLabel')}
        value={file}
        onChange={(chosen) => void read(chosen)}
        accept={ACCEPT}
        describedBy={`${id}-help`}
        disabled={busy}
      />
      {children}
      <p className="bom-drop__progress" role="status" aria-live="polite">
        {percent === null
          ? ''
          : percent < 100
            ? t('bomFiles.upload.uploading', { percent })
            : t('bomFiles.upload.reading')}
      </p>
      {percent !== null && (
        <progress className="bom-drop__bar" max={100} value={percent < 100 ? percent : undefined} />
      )}
    </div>
  );
}
