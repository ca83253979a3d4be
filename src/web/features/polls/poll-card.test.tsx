import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import type { PublicPoll } from '../../../common/polls';
import { I18nProvider } from '../../lib/i18n';
import { PollCard } from './poll-card';

const POLL: PublicPoll = {
  id: 3,
  question: 'How did you find your parts?',
  kind: 'single',
  allowComment: true,
  options: [
    { id: 11, label: 'Search box' },
    { id: 12, label: 'Catalogue <tree>' },
  ],
};

function answers(...replies: [number, unknown][]) {
  const fetchMock = vi.fn();
  for (const [status, body] of replies)
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const setup = (poll = POLL, initialAnswer: { optionIds: number[]; comment: string | null } | null = null) =>
  render(
    <I18nProvider messages={en}>
      <PollCard poll={poll} initialAnswer={initialAnswer} />
    </I18nProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the poll card', () => {
  it('asks for a choice before sending, then sends the answer with its comment and thanks', async () => {
    const fetchMock = answers([201, { optionIds: [12], comment: 'Quick' }]);
    setup();
    expect(screen.getByRole('group', { name: POLL.question })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an answer.');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Catalogue <tree>' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Anything to add/ }), ' Quick ');
    expect(screen.getByText('7 of 500 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByTestId('poll-thanks')).textContent).toBe('Thank you for your answer.');
    expect(screen.getByTestId('poll-my-answer').textContent).toBe('Your answer: Catalogue <tree>');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ajax/poll');
    expect(JSON.parse(String(init.body))).toEqual({ pollId: 3, optionIds: [12], comment: 'Quick' });
  });

  it('shows the server’s refusal of a second answer', async () => {
    answers([409, { error: 'Conflict', code: 409, message: 'You have already answered this poll.' }]);
    setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Search box' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByTestId('poll-error')).textContent).toBe(
      'You have already answered this poll.',
    );
  });

  it('after an answer: the comment step (PATCH) and a change of the answer (PATCH)', async () => {
    const fetchMock = answers(
      [200, { optionIds: [11], comment: 'Later thought' }],
      [200, { optionIds: [11, 12], comment: 'Later thought' }],
    );
    setup({ ...POLL, kind: 'multiple' }, { optionIds: [11], comment: null });
    expect(screen.getByTestId('poll-thanks')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Anything to add/ }), 'Later thought');
    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Thank you, we read every comment.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![1].method).toBe('PATCH');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      pollId: 3,
      comment: 'Later thought',
    });

    await userEvent.click(screen.getByTestId('poll-change'));
    expect((screen.getByRole('checkbox', { name: 'Search box' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Catalogue <tree>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my answer' }));
    expect((await screen.findByTestId('poll-my-answer')).textContent).toBe(
      'Your answer: Search box, Catalogue <tree>',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({ pollId: 3, optionIds: [11, 12] });
  });
});
