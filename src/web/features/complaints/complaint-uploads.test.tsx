import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { ComplaintUploads, type StoredUpload, type UploadRules } from './complaint-uploads';
import { COMPLAINT_UPLOAD_RULES } from './complaints-api';

const rules: UploadRules = {
  ...COMPLAINT_UPLOAD_RULES,
  maxFiles: 3,
  maxFileBytes: 1024,
  maxTotalBytes: 2560,
};

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(initial: StoredUpload[] = []) {
  let storage = [...initial];
  const sends: Array<{ name: string; progress: (p: number) => void; finish: () => void; fail: () => void }> =
    [];
  const upload = vi.fn(
    (file: File, onProgress: (p: number) => void) =>
      new Promise<StoredUpload[]>((resolve, reject) => {
        sends.push({
          name: file.name,
          progress: onProgress,
          finish: () => {
            storage = [
              ...storage,
              { id: `id-${file.name}`, name: file.name, size: file.size, contentType: file.type },
            ];
            resolve(storage);
          },
          fail: () => reject(new Error('network')),
        });
      }),
  );
  const remove = vi.fn(async (file: StoredUpload) => (storage = storage.filter((f) => f.id !== file.id)));
  const clear = vi.fn(async () => (storage = []));
  const onChange = vi.fn();
  const onBusyChange = vi.fn();
  render(
    <I18nProvider messages={en}>
      <ComplaintUploads
        rules={rules}
        initial={initial}
        upload={upload}
        remove={remove}
        clear={clear}
        onChange={onChange}
        onBusyChange={onBusyChange}
      />
    </I18nProvider>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  return { sends, upload, remove, clear, onChange, onBusyChange, input };
}

describe('the complaint uploads', () => {
  it('is reached by the keyboard: Tab to "Choose files", Enter opens the file dialog', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    let opened = 0;
    input.addEventListener('click', () => opened++);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
    // The native input is out of the tab order; the button tells the rules.
    expect(input.tabIndex).toBe(-1);
    expect(input.multiple).toBe(true);
    expect(screen.getByText('PDF, JPG, PNG, WEBP, at most 1 kB each, up to 3 files.')).toBeTruthy();
  });

  it('refuses a wrong type, an empty or too large file and one over the count, in words, and sends the rest', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, upload, sends } = setup();
    await user.upload(input, [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([], 'empty.png', { type: 'image/png' }),
      png('huge.png', 5120),
      // Named .png but the browser says it is a PDF: refused before it is sent.
      new File(['%PDF'], 'fake.png', { type: 'application/pdf' }),
      png('a.png'),
      png('b.png'),
      png('c.png'),
      png('d.png'),
    ]);
    const problems = within(screen.getByTestId('complaint-uploads-problems'));
    expect(problems.getByText('setup.exe: only PDF, JPG, PNG, WEBP files can be attached.')).toBeTruthy();
    expect(problems.getByText('empty.png is empty.')).toBeTruthy();
    expect(problems.getByText('huge.png is 5 kB; a file may have at most 1 kB.')).toBeTruthy();
    expect(problems.getByText('fake.png: only PDF, JPG, PNG, WEBP files can be attached.')).toBeTruthy();
    expect(problems.getByText('d.png was not added: at most 3 files.')).toBeTruthy();
    // One after another: the first is on its way, the others wait.
    expect(upload).toHaveBeenCalledTimes(1);
    expect(sends.map((s) => s.name)).toEqual(['a.png']);
    expect(screen.getAllByTestId('complaint-upload-pending')).toHaveLength(3);
  });

  it('shows each file’s progress, then the stored file; a failure says so and can be dismissed', async () => {
    const user = userEvent.setup();
    const { input, sends, onChange, onBusyChange } = setup();
    await user.upload(input, [png('photo.png'), png('label.png')]);
    await act(async () => sends[0]!.progress(40));
    const first = screen.getAllByTestId('complaint-upload-pending')[0]!;
    expect(within(first).getByText(/sending, 40 %/)).toBeTruthy();
    expect(within(first).getByRole('progressbar', { name: 'Sending photo.png' })).toBeTruthy();
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await act(async () => sends[0]!.finish());
    expect(screen.getAllByTestId('complaint-upload')).toHaveLength(1);
    expect(screen.getByText('photo.png attached.')).toBeTruthy();
    await act(async () => sends[1]!.fail());
    expect(screen.getByText(/The file could not be sent/)).toBeTruthy();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'id-photo.png', name: 'photo.png', size: 100, contentType: 'image/png' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss label.png' }));
    expect(screen.queryAllByTestId('complaint-upload-pending')).toHaveLength(0);
  });

  it('removes one stored file and clears them all, focus back on the button', async () => {
    const user = userEvent.setup();
    const stored = [
      { id: 'f1', name: 'one.pdf', size: 10, contentType: 'application/pdf' },
      { id: 'f2', name: 'two.pdf', size: 10, contentType: 'application/pdf' },
      { id: 'f3', name: 'three.pdf', size: 10, contentType: 'application/pdf' },
    ];
    const { remove, clear, onChange } = setup(stored);
    expect(screen.getByText('3 of 3 files')).toBeTruthy();
    // Full: the button waits until one is removed.
    expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
    expect(remove).toHaveBeenCalledWith(stored[1]);
    expect(screen.getAllByTestId('complaint-upload').map((li) => li.textContent)).toEqual([
      expect.stringContaining('one.pdf'),
      expect.stringContaining('three.pdf'),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
    await user.click(screen.getByRole('button', { name: 'Remove all files' }));
    expect(clear).toHaveBeenCalled();
    expect(screen.queryAllByTestId('complaint-upload')).toHaveLength(0);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
