import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { de } from '../../common/i18n/de';
import { en, type Messages } from '../../common/i18n/en';
import { I18nProvider } from '../lib/i18n';
import { FilePicker } from './file-picker';

function Picker() {
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<{ focus: () => void }>(null);
  return (
    <>
      <p id="hint">CSV or XLSX</p>
      <FilePicker
        ref={picker}
        id="f"
        label="Datei"
        value={file}
        onChange={setFile}
        describedBy="hint"
        accept=".csv"
      />
      <button type="button" onClick={() => setFile(null)}>
        clear
      </button>
      <button type="button" onClick={() => picker.current?.focus()}>
        focus
      </button>
    </>
  );
}

const inLanguage = (messages: Messages) =>
  render(
    <I18nProvider messages={messages}>
      <Picker />
    </I18nProvider>,
  );

describe('FilePicker', () => {
  it("speaks the page's language, not the browser's, and names the button by the field's label", () => {
    inLanguage(de);
    const button = screen.getByRole('button', { name: 'Datei Datei auswählen' });
    expect(button.textContent).toBe('Datei auswählen');
    expect(screen.getByText('Keine Datei ausgewählt')).toBeTruthy();
    // The chosen name (none yet) and the hint describe the button.
    expect(button.getAttribute('aria-describedby')).toBe('f-name hint');
    // The native input keeps the label (so label clicks and automation reach it) but leaves the tab order.
    const input = screen.getByLabelText('Datei', { selector: 'input' }) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(-1);
    expect(input.accept).toBe('.csv');
  });

  it('opens the file dialog from the keyboard and shows the chosen name; clearing resets the input', async () => {
    const user = userEvent.setup();
    inLanguage(en);
    const input = screen.getByLabelText('Datei', { selector: 'input' }) as HTMLInputElement;
    let opened = 0;
    input.addEventListener('click', () => opened++);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /choose file/i }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toBe(2);

    expect(screen.getByText('No file chosen')).toBeTruthy();
    await user.upload(input, new File(['a;b'], 'symbols.csv', { type: 'text/csv' }));
    const name = screen.getByText('symbols.csv');
    expect(name.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('No file chosen')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(input.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'focus' }));
    expect(document.activeElement?.id).toBe('f-button');
  });
});
