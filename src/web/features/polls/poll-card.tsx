import { useId, useState, type FormEvent } from 'react';
import { POLL_COMMENT_MAX } from '../../../common/poll-rules';
import type { PollMyAnswer, PublicPoll } from '../../../common/polls';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { pollsApi } from './polls-api';
import './polls.css';

export interface PollCardProps {
  poll: PublicPoll;
  /** The caller's answer when they answered before (the card then thanks and offers a change). */
  initialAnswer: PollMyAnswer | null;
}

const lengthOf = (text: string) => [...text].length;

/**
 * One poll (issue 20, ADR 071): the question with its choices (radio buttons or check boxes, one
 * tab stop per group as the browser does it) and an optional comment; after the answer a thank-you,
 * the answer, the comment step when the poll asks for one and none was given, and a way to change
 * the answer (PATCH). The server's refusals (a second answer, a closed poll) are shown as they come.
 */
export function PollCard({ poll, initialAnswer }: PollCardProps) {
  const t = useT();
  const id = useId();
  const [answer, setAnswer] = useState<PollMyAnswer | null>(initialAnswer);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number[]>(initialAnswer?.optionIds ?? []);
  const [comment, setComment] = useState('');
  const [commentSent, setCommentSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
      setErrors({});
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  const choose = (optionId: number, on: boolean) =>
    setSelected(
      poll.kind === 'single'
        ? [optionId]
        : on
          ? [...selected.filter((x) => x !== optionId), optionId]
          : selected.filter((x) => x !== optionId),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      setErrors({ optionIds: t('polls.errors.chooseOption') });
      return;
    }
    void run(async () => {
      const optionIds = poll.options.map((o) => o.id).filter((o) => selected.includes(o));
      if (answer) {
        setAnswer(await pollsApi.change({ pollId: poll.id, optionIds }));
        setEditing(false);
      } else {
        const trimmed = comment.trim();
        const saved = await pollsApi.answer({
          pollId: poll.id,
          optionIds,
          ...(poll.allowComment && trimmed ? { comment: trimmed } : {}),
        });
        setAnswer(saved);
        if (saved.comment) setCommentSent(true);
        setComment('');
      }
    });
  };

  const sendComment = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = comment.trim();
    if (!trimmed) {
      setErrors({ comment: t('errors.input.required') });
      return;
    }
    void run(async () => {
      setAnswer(await pollsApi.change({ pollId: poll.id, comment: trimmed }));
      setCommentSent(true);
      setComment('');
    });
  };

  const commentField = (
    <label className="ui-field poll-card__comment">
      <span className="ui-field__label">{t('polls.commentLabel')}</span>
      <textarea
        className="ui-field__input"
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={`${id}-counter`}
        data-testid="poll-comment"
      />
      <span
        id={`${id}-counter`}
        className={`poll-card__counter${lengthOf(comment) > POLL_COMMENT_MAX ? ' poll-card__counter--over' : ''}`}
      >
        {t('polls.counter', { count: lengthOf(comment), max: POLL_COMMENT_MAX })}
      </span>
      {errors.comment ? (
        <span className="ui-field__error" role="alert">
          {errors.comment}
        </span>
      ) : null}
    </label>
  );

  const formError = errors.form ?? errors.pollId;
  const labels = answer
    ? poll.options
        .filter((o) => answer.optionIds.includes(o.id))
        .map((o) => o.label)
        .join(', ')
    : '';

  return (
    <section className="poll-card" aria-labelledby={`${id}-heading`} data-testid="poll-card">
      <h2 id={`${id}-heading`} className="poll-card__heading">
        {t('polls.heading')}
      </h2>
      {answer && !editing ? (
        <div className="poll-card__done">
          <p className="poll-card__thanks" role="status" data-testid="poll-thanks">
            {t('polls.thanks')}
          </p>
          <p className="poll-card__question">{poll.question}</p>
          <p data-testid="poll-my-answer">{t('polls.yourAnswer', { answer: labels })}</p>
          {answer.comment && commentSent ? <p role="status">{t('polls.commentThanks')}</p> : null}
          {poll.allowComment && !answer.comment ? (
            <form className="poll-card__form" onSubmit={sendComment} noValidate>
              {commentField}
              <button type="submit" className="ui-button ui-button--secondary" disabled={pending}>
                {pending ? t('polls.sending') : t('polls.commentSend')}
              </button>
            </form>
          ) : null}
          {formError ? (
            <p className="ui-field__error" role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="button"
            className="ui-button ui-button--link poll-card__change"
            onClick={() => {
              setSelected(answer.optionIds);
              setErrors({});
              setEditing(true);
            }}
            data-testid="poll-change"
          >
            {t('polls.change')}
          </button>
        </div>
      ) : (
        <form className="poll-card__form" onSubmit={submit} noValidate>
          <fieldset
            className="poll-card__choices"
            aria-describedby={`${id}-hint`}
            aria-invalid={errors.optionIds ? true : undefined}
          >
            <legend className="poll-card__question">{poll.question}</legend>
            <p id={`${id}-hint`} className="poll-card__hint">
              {poll.kind === 'single' ? t('polls.chooseOne') : t('polls.chooseMany')}
            </p>
            {poll.options.map((option) => (
              <label key={option.id} className="poll-card__choice">
                <input
                  type={poll.kind === 'single' ? 'radio' : 'checkbox'}
                  name={`${id}-choice`}
                  value={option.id}
                  checked={selected.includes(option.id)}
                  onChange={(event) => choose(option.id, event.target.checked)}
                />
                <span>{option.label}</span>
              </label>
            ))}
            {errors.optionIds ? (
              <p className="ui-field__error" role="alert">
                {errors.optionIds}
              </p>
            ) : null}
          </fieldset>
          {poll.allowComment && !answer ? commentField : null}
          {formError ? (
            <p className="ui-field__error" role="alert" data-testid="poll-error">
              {formError}
            </p>
          ) : null}
          <div className="poll-card__actions">
            <button
              type="submit"
              className="ui-button ui-button--primary"
              disabled={pending}
              aria-busy={pending}
              data-testid="poll-send"
            >
              {pending ? t('polls.sending') : answer ? t('polls.save') : t('polls.send')}
            </button>
            {answer ? (
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => setEditing(false)}
              >
                {t('polls.cancel')}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
