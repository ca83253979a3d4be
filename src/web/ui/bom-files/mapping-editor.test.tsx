import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BomReading } from '../../../common/contracts/bom-files';
import { en } from '../../../common/i18n/en';
import { hu } from '../../../common/i18n/hu';
import type { Messages } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { MappingEditor } from './mapping-editor';

const reading: BomReading = {
  format: 'xlsx',
  headerRow: 3,
  columns: [
    { index: 0, header: 'MPN', field: 'mpn', detectedBy: 'header' },
    { index: 1, header: 'Qty', field: 'quantity', detectedBy: 'header' },
    { index: 2, header: 'Zzz', field: 'ignore', detectedBy: 'none' },
  ],
  mapping: {
    headerRow: 3,
    columns: [
      { index: 0, field: 'mpn' },
      { index: 1, field: 'quantity' },
    ],
  },
  rememberable: true,
  remembered: false,
  preview: [
    { row: 1, cells: ['Board rev. B'] },
    { row: 3, cells: ['MPN', 'Qty', 'Zzz'] },
    { row: 4, cells: ['BC547B', '4', 'spare'] },
  ],
  rowCount: 5,
  lineCount: 1,
  errors: [{ row: 5, key: 'bomFiles.rows.badQuantity', params: { value: 'lots' } }],
  warnings: [],
};

const show = (messages: Messages, onApply = vi.fn()) => {
  render(
    <I18nProvider messages={messages}>
      <MappingEditor reading={reading} busy={false} onApply={onApply} />
    </I18nProvider>,
  );
  return onApply;
};

describe('the BOM mapping editor', () => {
  it('shows how the file was read and the lines not read by row number', () => {
    show(en);
    expect(screen.getByText('1 lines read from 5 rows.')).toBeTruthy();
    expect(
      screen.getByText('Row 5: The quantity "lots" is not a whole number greater than zero.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Header row') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Meaning of column 3 (Zzz)') as HTMLSelectElement).value).toBe('ignore');
  });

  it('sends the edited mapping, chosen by keyboard, and asks to remember it', async () => {
    const onApply = show(en);
    const third = screen.getByLabelText('Meaning of column 3 (Zzz)');
    await userEvent.selectOptions(third, 'note');
    await userEvent.selectOptions(screen.getByLabelText('Header row'), '3');
    await userEvent.click(screen.getByLabelText('Remember this mapping for my files with these columns'));
    screen.getByRole('button', { name: 'Read again with this mapping' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledWith(
      {
        headerRow: 3,
        columns: [
          { index: 0, field: 'mpn' },
          { index: 1, field: 'quantity' },
          { index: 2, field: 'note' },
        ],
      },
      true,
    );
  });

  it('is worded in the page’s language', () => {
    show(hu);
    expect(screen.getByText('Így olvastuk be a fájlt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Újraolvasás ezzel a hozzárendeléssel' })).toBeTruthy();
  });
});
