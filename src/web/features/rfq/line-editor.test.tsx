import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RfqDraft } from '../../../common/contracts/rfq';
import { en } from '../../../common/i18n/en';
import { ApiError } from '../../lib/api';
import { I18nProvider } from '../../lib/i18n';
import { RfqLineEditor } from './line-editor';

function renderEditor(onSubmit: (draft: RfqDraft) => Promise<void>) {
  render(
    <I18nProvider messages={en}>
      <RfqLineEditor draft={null} onSubmit={onSubmit} />
    </I18nProvider>,
  );
}

describe('the RFQ line editor', () => {
  it('sends the typed lines with their quantities, leaves empty lines out, and sends when asked', async () => {
    const onSubmit = vi.fn<(draft: RfqDraft) => Promise<void>>().mockResolvedValue();
    renderEditor(onSubmit);
    await userEvent.type(screen.getByLabelText('Title'), 'Board A');
    await userEvent.type(screen.getByLabelText('Line 1: Part number'), 'BC547');
    await userEvent.type(screen.getByLabelText('Line 1: Quantities'), '100, 10; 1000');
    await userEvent.type(screen.getByLabelText('Line 2: Part number'), 'LM358');
    await userEvent.type(screen.getByLabelText('Line 2: Quantities'), '5');
    await userEvent.type(screen.getByLabelText('Line 2: Target unit price'), '0,25');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const draft = onSubmit.mock.calls[0]![0];
    expect(draft).toMatchObject({ title: 'Board A', send: true });
    expect(draft.lines).toEqual([
      { row: 1, query: 'BC547', manufacturer: null, amounts: [100, 10, 1000], targetPrice: null, note: null },
      { row: 2, query: 'LM358', manufacturer: null, amounts: [5], targetPrice: '0.25', note: null },
    ]);
  });

  it('adds and removes lines by keyboard-reachable buttons and shows the server’s refusals', async () => {
    const onSubmit = vi.fn<(draft: RfqDraft) => Promise<void>>().mockRejectedValue(
      new ApiError({
        error: 'Unprocessable Entity',
        code: 422,
        erpCode: null,
        message: 'Invalid data',
        issues: [],
        data: [{ field: 'body.lines.0.amounts.0', message: 'A quantity must be at least 1.' }],
      }),
    );
    renderEditor(onSubmit);
    expect(screen.getAllByTestId('rfq-editor-line')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /Add line/ }));
    expect(screen.getAllByTestId('rfq-editor-line')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 4' }));
    expect(screen.getAllByTestId('rfq-editor-line')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Line 1: Part number'), 'BC547');
    await userEvent.type(screen.getByLabelText('Line 1: Quantities'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit.mock.calls[0]![0].send).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toContain('A quantity must be at least 1.');
  });
});

describe('the RFQ line editor with a BOM file', () => {
  it('puts a file’s lines after the typed ones, and a new reading replaces the file’s lines', async () => {
    const onSubmit = vi.fn<(draft: RfqDraft) => Promise<void>>().mockResolvedValue();
    const line = (query: string, amounts: number[]) => ({
      row: 4,
      query,
      manufacturer: 'Murata',
      amounts,
      note: 'C1, C2',
      targetPrice: '0.004',
    });
    const view = (imported: { seq: number; lines: ReturnType<typeof line>[] } | null) => (
      <I18nProvider messages={en}>
        <RfqLineEditor draft={null} onSubmit={onSubmit} imported={imported} />
      </I18nProvider>
    );
    const { rerender } = render(view(null));
    await userEvent.type(screen.getByLabelText('Line 1: Part number'), 'TYPED-1');
    await userEvent.type(screen.getByLabelText('Line 1: Quantities'), '5');
    rerender(view({ seq: 1, lines: [line('GRM188', [4000, 20000])] }));
    expect((screen.getByLabelText('Line 2: Part number') as HTMLInputElement).value).toBe('GRM188');
    expect((screen.getByLabelText('Line 2: Quantities') as HTMLInputElement).value).toBe('4000, 20000');
    expect((screen.getByLabelText('Line 2: Note') as HTMLInputElement).value).toBe('C1, C2');
    expect(screen.queryByLabelText('Line 3: Part number')).toBeNull();
    rerender(view({ seq: 2, lines: [line('OTHER-1', [1]), line('OTHER-2', [2])] }));
    expect((screen.getByLabelText('Line 1: Part number') as HTMLInputElement).value).toBe('TYPED-1');
    expect((screen.getByLabelText('Line 2: Part number') as HTMLInputElement).value).toBe('OTHER-1');
    expect((screen.getByLabelText('Line 3: Part number') as HTMLInputElement).value).toBe('OTHER-2');
    expect(screen.queryByLabelText('Line 4: Part number')).toBeNull();
  });
});
