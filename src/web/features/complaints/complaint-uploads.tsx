import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useT, type Translate } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import './complaints.css';

/** What the draft storage accepts; the page passes the contract's limits so both sides check alike. */
export interface UploadRules {
  maxFiles: number;
  maxFileBytes: number;
  /** All files of the storage together. */
  maxTotalBytes: number;
  /** Accepted kinds: the MIME type and the file name endings that go with it. */
  kinds: readonly { mime: string; extensions: readonly string[] }[];
}

/** A file kept in the draft storage, as the server answers it. */
export interface StoredUpload {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export interface ComplaintUploadsProps {
  rules: UploadRules;
  /** The files the storage already holds (a draft reopened). */
  initial?: readonly StoredUpload[];
  /**
   * Stores one file; `onProgress` gets 0–100 as it is sent; the signal stops it (the file removed).
   * Each call answers the storage's files as they now are (the server's word, not our guess).
   */
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<StoredUpload[]>;
  remove: (file: StoredUpload) => Promise<StoredUpload[]>;
  clear: () => Promise<StoredUpload[]>;
  /** The stored files after every change (the form sends their ids with the complaint). */
  onChange: (files: StoredUpload[]) => void;
  /** True while a file is being sent: the form waits for it before it sends the complaint. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** Ids of an error under the field (the form's "attach a photo" message), read with the button. */
  describedBy?: string;
}

interface Pending {
  key: number;
  name: string;
  size: number;
  /** null while it waits for the files before it. */
  percent: number | null;
  error: string | null;
  controller: AbortController;
}

/** "12.3 kB", "4.5 MB": sizes as people read them (decimal units, as file managers show them). */
/**
 * A size as the server's messages say it (binary units: the 10 MiB limit is "10 MB", not the
 * "10.5 MB" decimal units made of it), a whole number without its ".0".
 */
export function formatSize(bytes: number): string {
  const shown = (value: number, unit: string) => {
    const rounded = Math.round(value * 10) / 10;
    return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${unit}`;
  };
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return shown(bytes / 1024, 'kB');
  return shown(bytes / (1024 * 1024), 'MB');
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The client's checks of one file before it is sent: the same limits as the server's, so the
 * customer learns at once and in words what is wrong. The server checks again, by content.
 */
export function checkFile(file: File, rules: UploadRules, t: Translate): string | null {
  const extension = extensionOf(file.name);
  const kind = rules.kinds.find((k) => k.extensions.includes(extension));
  const types = rules.kinds.map((k) => k.extensions[0]!.toUpperCase()).join(', ');
  if (!kind || (file.type !== '' && file.type !== kind.mime))
    return t('complaintPages.uploads.wrongType', { name: file.name, types });
  if (file.size === 0) return t('complaintPages.uploads.empty', { name: file.name });
  if (file.size > rules.maxFileBytes)
    return t('complaintPages.uploads.tooLarge', {
      name: file.name,
      size: formatSize(file.size),
      max: formatSize(rules.maxFileBytes),
    });
  return null;
}

/**
 * Photos and documents of a complaint (issue 19): files dropped on the zone or chosen with a real
 * button (the keyboard reaches it), checked here for kind, size and count, then sent one after
 * another to the draft storage with each file's progress shown and announced. A stored file can be
 * removed, a file being sent stopped, and everything cleared.
 */
export function ComplaintUploads({
  rules,
  initial = [],
  upload,
  remove,
  clear,
  onChange,
  onBusyChange,
  disabled = false,
  describedBy,
}: ComplaintUploadsProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(0);
  const [stored, setStored] = useState<StoredUpload[]>([...initial]);
  // The storage as the last answer had it, for the upload loop (state is a render behind).
  const storedNow = useRef<StoredUpload[]>([...initial]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const [working, setWorking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Thumbnails of images chosen in this visit (object URLs of the local files, by stored id).
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const previewUrls = useRef(new Map<string, string>());
  const setPreview = (fileId: string, url: string | null) => {
    const old = previewUrls.current.get(fileId);
    if (old) URL.revokeObjectURL(old);
    if (url) previewUrls.current.set(fileId, url);
    else previewUrls.current.delete(fileId);
    setPreviews(new Map(previewUrls.current));
  };

  const sending = pending.some((p) => p.error === null);
  // The parent's callbacks through refs: a parent that passes new functions each render must not
  // make these effects run (and report) again.
  const report = useRef({ onChange, onBusyChange });
  useEffect(() => {
    report.current = { onChange, onBusyChange };
  });
  useEffect(() => report.current.onChange(stored), [stored]);
  useEffect(() => report.current.onBusyChange?.(sending || working), [sending, working]);
  useEffect(() => {
    const urls = previewUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Focus goes back to "Choose files" after a removal, once the render has enabled it again (a full
  // storage disables it), so the keyboard never lands on the removed row's vanished button.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) chooseButton.current?.focus();
  }, [refocus]);

  const patch = (key: number, change: Partial<Pending>) =>
    setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const messageOf = (error: unknown) =>
    error instanceof ApiError && error.body.message ? error.body.message : t('complaintPages.uploads.failed');

  const add = async (files: File[]) => {
    if (disabled || files.length === 0) return;
    const found: string[] = [];
    const accepted: File[] = [];
    const active = pending.filter((p) => p.error === null);
    const room = rules.maxFiles - stored.length - active.length;
    let bytes = [...stored, ...active].reduce((sum, f) => sum + f.size, 0);
    for (const file of files) {
      const problem = checkFile(file, rules, t);
      if (problem) found.push(problem);
      else if (accepted.length >= room)
        found.push(t('complaintPages.uploads.tooMany', { name: file.name, max: rules.maxFiles }));
      else if (bytes + file.size > rules.maxTotalBytes)
        found.push(
          t('complaintPages.uploads.storageFull', { name: file.name, max: formatSize(rules.maxTotalBytes) }),
        );
      else {
        accepted.push(file);
        bytes += file.size;
      }
    }
    setProblems(found);
    const queued = accepted.map((file) => ({
      file,
      entry: {
        key: nextKey.current++,
        name: file.name,
        size: file.size,
        percent: null,
        error: null,
        controller: new AbortController(),
      } satisfies Pending,
    }));
    setPending((all) => [...all, ...queued.map((q) => q.entry)]);
    // One after another: each file has the whole connection, and its progress reads truthfully.
    for (const { file, entry } of queued) {
      if (entry.controller.signal.aborted) continue;
      patch(entry.key, { percent: 0 });
      try {
        const before = new Set(storedNow.current.map((f) => f.id));
        const files = await upload(file, (percent) => patch(entry.key, { percent }), entry.controller.signal);
        // One file per request, one request at a time: the file the storage did not have is this one.
        const saved = files.find((f) => !before.has(f.id));
        if (saved && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function')
          setPreview(saved.id, URL.createObjectURL(file));
        setPending((all) => all.filter((p) => p.key !== entry.key));
        storedNow.current = files;
        setStored(files);
        setAnnouncement(t('complaintPages.uploads.stored', { name: file.name }));
      } catch (error) {
        if (entry.controller.signal.aborted) continue;
        patch(entry.key, { error: messageOf(error), percent: null });
      }
    }
  };

  const stop = (entry: Pending) => {
    entry.controller.abort();
    setPending((all) => all.filter((p) => p.key !== entry.key));
    setAnnouncement(t('complaintPages.uploads.removed', { name: entry.name }));
    setRefocus((n) => n + 1);
  };

  const drop = async (file: StoredUpload) => {
    setWorking(true);
    try {
      const files = await remove(file);
      storedNow.current = files;
      setStored(files);
      setPreview(file.id, null);
      setAnnouncement(t('complaintPages.uploads.removed', { name: file.name }));
      setRefocus((n) => n + 1);
    } catch (error) {
      setProblems([messageOf(error)]);
    } finally {
      setWorking(false);
    }
  };

  const clearAll = async () => {
    pending.forEach((p) => p.controller.abort());
    setPending([]);
    setWorking(true);
    try {
      const files = await clear();
      storedNow.current = files;
      setStored(files);
      [...previewUrls.current.keys()].forEach((fileId) => setPreview(fileId, null));
      setProblems([]);
      setAnnouncement(t('complaintPages.uploads.cleared'));
      setRefocus((n) => n + 1);
    } catch (error) {
      setProblems([messageOf(error)]);
    } finally {
      setWorking(false);
    }
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void add([...event.dataTransfer.files]);
  };

  const accept = rules.kinds.flatMap((k) => [k.mime, ...k.extensions.map((e) => `.${e}`)]).join(',');
  const types = rules.kinds.map((k) => k.extensions[0]!.toUpperCase()).join(', ');
  const count = stored.length + pending.filter((p) => p.error === null).length;

  return (
    <div
      className={over ? 'complaint-uploads complaint-uploads--over' : 'complaint-uploads'}
      data-testid="complaint-uploads"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <p id={`${id}-help`} className="complaint-uploads__help">
        {t('complaintPages.uploads.help', {
          types,
          max: formatSize(rules.maxFileBytes),
          count: rules.maxFiles,
        })}
      </p>
      <p className="complaint-uploads__target" aria-hidden="true">
        {t('complaintPages.uploads.drop')}
      </p>
      <div className="complaint-uploads__buttons">
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('complaintPages.uploads.choose')}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared at once, so choosing the same file again (after removing it) fires again.
            event.target.value = '';
            void add(files);
          }}
        />
        <button
          ref={chooseButton}
          type="button"
          className="button"
          disabled={disabled || count >= rules.maxFiles}
          aria-describedby={[`${id}-help`, `${id}-count`, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
          data-testid="complaint-uploads-choose"
        >
          {t('complaintPages.uploads.choose')}
        </button>
        {(stored.length > 0 || pending.length > 0) && (
          <button
            type="button"
            className="button"
            disabled={disabled || working}
            onClick={() => void clearAll()}
            data-testid="complaint-uploads-clear"
          >
            {t('complaintPages.uploads.clear')}
          </button>
        )}
        <span id={`${id}-count`} className="complaint-uploads__count">
          {t('complaintPages.uploads.count', { count, max: rules.maxFiles })}
        </span>
      </div>
      {problems.length > 0 && (
        <ul className="complaint-uploads__problems" role="alert" data-testid="complaint-uploads-problems">
          {problems.map((problem, i) => (
            <li key={i}>{problem}</li>
          ))}
        </ul>
      )}
      {(stored.length > 0 || pending.length > 0) && (
        <ul className="complaint-uploads__files" aria-label={t('complaintPages.uploads.listLabel')}>
          {stored.map((file) => (
            <li key={file.id} className="complaint-uploads__file" data-testid="complaint-upload">
              {previews.has(file.id) ? (
                <img className="complaint-uploads__thumb" src={previews.get(file.id)} alt="" />
              ) : (
                <span className="complaint-uploads__thumb complaint-uploads__thumb--doc" aria-hidden="true">
                  {extensionOf(file.name).toUpperCase() || '?'}
                </span>
              )}
              <span className="complaint-uploads__name">
                {file.name}
                <span className="complaint-uploads__meta">
                  {formatSize(file.size)} · {t('complaintPages.uploads.done')}
                </span>
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={disabled || working}
                aria-label={t('complaintPages.uploads.removeLabel', { name: file.name })}
                onClick={() => void drop(file)}
              >
                {t('complaintPages.uploads.remove')}
              </button>
            </li>
          ))}
          {pending.map((entry) => (
            <li
              key={entry.key}
              className={
                entry.error
                  ? 'complaint-uploads__file complaint-uploads__file--failed'
                  : 'complaint-uploads__file'
              }
              data-testid="complaint-upload-pending"
            >
              <span className="complaint-uploads__thumb complaint-uploads__thumb--doc" aria-hidden="true">
                {extensionOf(entry.name).toUpperCase() || '?'}
              </span>
              <span className="complaint-uploads__name">
                {entry.name}
                <span className="complaint-uploads__meta">
                  {formatSize(entry.size)} ·{' '}
                  {entry.error ??
                    (entry.percent === null
                      ? t('complaintPages.uploads.waiting')
                      : entry.percent < 100
                        ? t('complaintPages.uploads.sending', { percent: entry.percent })
                        : t('complaintPages.uploads.checking'))}
                </span>
                {entry.error === null && (
                  <progress
                    className="complaint-uploads__bar"
                    max={100}
                    value={entry.percent !== null && entry.percent < 100 ? entry.percent : undefined}
                    aria-label={t('complaintPages.uploads.progressLabel', { name: entry.name })}
                  />
                )}
              </span>
              <button
                type="button"
                className="button button--small"
                aria-label={t(
                  entry.error ? 'complaintPages.uploads.dismissLabel' : 'complaintPages.uploads.stopLabel',
                  { name: entry.name },
                )}
                onClick={() => stop(entry)}
              >
                {entry.error ? t('complaintPages.uploads.dismiss') : t('complaintPages.uploads.stop')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
