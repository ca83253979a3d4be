import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { guardCell, UTF8_BOM } from '../../http/csv-cells';
import { AppError, notFound, validationError } from '../../../common/errors';
import {
  percentOf,
  POLL_DESK_COMMENTS,
  type DeskPoll,
  type DeskPollResults,
  type PollMyAnswer,
  type PollPlacement,
  type PollView,
} from '../../../common/polls';
import type { z } from 'zod';
import type { PollInputSchema } from '../../../common/polls';
import type { Db } from '../../db/client';
import type { RateLimits } from '../auth';
import { audit } from '../staff';
import {
  countAnswers,
  insertAnswer,
  insertPoll,
  selectActivePoll,
  selectAllAnswers,
  selectAnswer,
  selectComments,
  selectOptions,
  selectPoll,
  selectPolls,
  updateAnswer,
  updatePollStatus,
  type PollAnswerRow,
  type PollOptionRow,
  type PollRow,
  type Respondent,
} from './polls.repository';

/** Who calls: the session's customer, else the visitor cookie's value (null: none yet). */
export interface PollCaller {
  ip: string;
  customerId: number | null;
  visitorToken: string | null;
}

export interface PollsDeps {
  db: Db;
  rateLimits: RateLimits;
  now?: () => Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const mine = (row: PollAnswerRow): PollMyAnswer => ({ optionIds: row.optionIds, comment: row.comment });

/**
 * Polls (issue 20, ADR 071): what a page shows and the caller's answer, the one answer per
 * customer or visitor (POST) and its change or comment (PATCH), and the desk's polls: write,
 * activate, close, results and their CSV, each desk change audited in its transaction.
 */
export function createPollsService(deps: PollsDeps) {
  const { db, rateLimits } = deps;
  const now = deps.now ?? (() => new Date());
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  function respondentOf(caller: PollCaller): Respondent | null {
    if (caller.customerId !== null) return { customerId: caller.customerId };
    if (caller.visitorToken) return { visitorHash: hashOf(caller.visitorToken) };
    return null;
  }

  /** The poll an answer is for: it must exist and be shown (a draft is not there for anyone). */
  async function answerable(tx: Db, pollId: number, caller: PollCaller): Promise<PollRow> {
    const poll = await selectPoll(tx, pollId);
    if (!poll || poll.status === 'draft') throw notFound('polls.errors.notFound');
    if (poll.status === 'closed') throw new AppError(409, 'polls.errors.closed');
    if (caller.customerId === null && !poll.allowAnonymous)
      throw new AppError(401, 'polls.errors.loginRequired');
    return poll;
  }

  function checkChoice(poll: PollRow, options: PollOptionRow[], optionIds: number[]): void {
    const known = new Set(options.map((o) => o.id));
    if (optionIds.some((id) => !known.has(id)))
      throw validationError([{ field: 'optionIds', key: 'polls.errors.unknownOption' }]);
    if (poll.kind === 'single' && optionIds.length !== 1)
      throw validationError([{ field: 'optionIds', key: 'polls.errors.single' }]);
  }

  function checkComment(poll: PollRow, comment: string | null | undefined): void {
    if (comment && !poll.allowComment)
      throw validationError([{ field: 'comment', key: 'polls.errors.noComments' }]);
  }

  async function deskPolls(rows: PollRow[]): Promise<DeskPoll[]> {
    const ids = rows.map((r) => r.id);
    const [options, counts] = await Promise.all([selectOptions(db, ids), countAnswers(db, ids)]);
    return rows.map((row) => {
      const answers = counts.perPoll.get(row.id) ?? 0;
      return {
        id: row.id,
        question: row.question,
        kind: row.kind as DeskPoll['kind'],
        allowComment: row.allowComment,
        allowAnonymous: row.allowAnonymous,
        placement: row.placement as PollPlacement,
        market: row.market,
        language: row.language,
        status: row.status as DeskPoll['status'],
        createdAt: row.createdAt.toISOString(),
        activatedAt: row.activatedAt?.toISOString() ?? null,
        closedAt: row.closedAt?.toISOString() ?? null,
        answers,
        options: options
          .filter((o) => o.pollId === row.id)
          .map((o) => {
            const count = counts.perOption.get(o.id) ?? 0;
            return { id: o.id, label: o.label, count, percent: percentOf(count, answers) };
          }),
      };
    });
  }

  async function deskPoll(id: number): Promise<DeskPoll> {
    const row = await selectPoll(db, id);
    if (!row) throw notFound('polls.errors.notFound');
    return (await deskPolls([row]))[0]!;
  }

  async function changeStatus(id: number, staffId: number, to: 'active' | 'closed'): Promise<DeskPoll> {
    await inTx(async (tx) => {
      const poll = await selectPoll(tx, id, true);
      if (!poll) throw notFound('polls.errors.notFound');
      if (to === 'active' && poll.status !== 'draft') throw new AppError(409, 'polls.desk.notDraft');
      if (to === 'closed' && poll.status !== 'active') throw new AppError(409, 'polls.desk.notActive');
      if (to === 'active') {
        const other = await selectActivePoll(tx, poll);
        if (other) throw new AppError(409, 'polls.desk.placeTaken', { params: { id: other.id } });
        await updatePollStatus(tx, id, { status: 'active', activatedAt: now() });
      } else {
        await updatePollStatus(tx, id, { status: 'closed', closedAt: now() });
      }
      await audit(tx, {
        staffId,
        action: to === 'active' ? 'poll.activate' : 'poll.close',
        subject: `poll:${id}`,
        details: {},
      });
    }).catch((error: unknown) => {
      // Two activations racing for one place: the partial unique index refuses the second.
      if ((error as { code?: string }).code === '23505')
        throw new AppError(409, 'polls.desk.placeTaken', { params: { id: '?' } });
      throw error;
    });
    return deskPoll(id);
  }

  return {
    /** The active poll of a place in the page's market and language, and the caller's answer. */
    async view(
      place: { placement: PollPlacement; market: string; language: string },
      caller: PollCaller,
    ): Promise<PollView> {
      const poll = await selectActivePoll(db, place);
      if (!poll || (caller.customerId === null && !poll.allowAnonymous)) return { poll: null, answer: null };
      const who = respondentOf(caller);
      const [options, answer] = await Promise.all([
        selectOptions(db, [poll.id]),
        who ? selectAnswer(db, poll.id, who) : Promise.resolve(null),
      ]);
      return {
        poll: {
          id: poll.id,
          question: poll.question,
          kind: poll.kind as 'single' | 'multiple',
          allowComment: poll.allowComment,
          options: options.map((o) => ({ id: o.id, label: o.label })),
        },
        answer: answer ? mine(answer) : null,
      };
    },

    /**
     * POST poll: the caller's first answer. A visitor gets a cookie token (`visitorToken` in the
     * result, new when they had none) that makes them the same respondent next time.
     */
    async answer(
      input: { pollId: number; optionIds: number[]; comment?: string | null },
      caller: PollCaller,
      newVisitorToken: () => string,
    ): Promise<{ answer: PollMyAnswer; visitorToken: string | null }> {
      await rateLimits.consume('pollAnswerIp', caller.ip);
      const poll = await answerable(db, input.pollId, caller);
      checkChoice(poll, await selectOptions(db, [poll.id]), input.optionIds);
      checkComment(poll, input.comment);
      const visitorToken = caller.customerId === null ? (caller.visitorToken ?? newVisitorToken()) : null;
      const who = respondentOf({ ...caller, visitorToken })!;
      const row = await insertAnswer(db, {
        pollId: poll.id,
        optionIds: input.optionIds,
        comment: input.comment ?? null,
        ...who,
      });
      if (!row) throw new AppError(409, 'polls.errors.alreadyAnswered');
      return { answer: mine(row), visitorToken };
    },

    /** PATCH poll: changes the caller's answer or adds the comment; the poll must still be open. */
    async change(
      input: { pollId: number; optionIds?: number[]; comment?: string | null },
      caller: PollCaller,
    ): Promise<PollMyAnswer> {
      await rateLimits.consume('pollAnswerIp', caller.ip);
      return inTx(async (tx) => {
        const poll = await answerable(tx, input.pollId, caller);
        const who = respondentOf(caller);
        const existing = who ? await selectAnswer(tx, poll.id, who, true) : null;
        if (!existing) throw notFound('polls.errors.noAnswer');
        if (input.optionIds !== undefined)
          checkChoice(poll, await selectOptions(tx, [poll.id]), input.optionIds);
        checkComment(poll, input.comment);
        const row = await updateAnswer(tx, existing.id, {
          ...(input.optionIds !== undefined ? { optionIds: input.optionIds } : {}),
          ...(input.comment !== undefined ? { comment: input.comment } : {}),
        });
        return mine(row);
      });
    },

    // ---- the staff desk ----

    async list(): Promise<DeskPoll[]> {
      return deskPolls(await selectPolls(db));
    },

    get: deskPoll,

    async create(input: z.output<typeof PollInputSchema>, staffId: number): Promise<DeskPoll> {
      const id = await inTx(async (tx) => {
        const created = await insertPoll(
          tx,
          {
            question: input.question,
            kind: input.kind,
            allowComment: input.allowComment,
            allowAnonymous: input.allowAnonymous,
            placement: input.placement,
            market: input.market,
            language: input.language,
            createdBy: staffId,
          },
          input.options,
        );
        await audit(tx, {
          staffId,
          action: 'poll.create',
          subject: `poll:${created}`,
          details: { placement: input.placement, market: input.market, language: input.language },
        });
        return created;
      });
      return deskPoll(id);
    },

    activate: (id: number, staffId: number) => changeStatus(id, staffId, 'active'),
    close: (id: number, staffId: number) => changeStatus(id, staffId, 'closed'),

    async results(id: number): Promise<DeskPollResults> {
      const [poll, comments] = await Promise.all([deskPoll(id), selectComments(db, id, POLL_DESK_COMMENTS)]);
      return {
        ...poll,
        comments: comments.map((c) => ({
          id: c.id,
          comment: c.comment ?? '',
          at: c.at.toISOString(),
          visitor: c.customerId === null,
        })),
      };
    },

    /**
     * Every answer as CSV (`;`, UTF-8 with BOM, in the desk member's language): people's comments
     * are guarded against formulas (the shop's rule for exported text).
     */
    async exportCsv(id: number, language: Language): Promise<Buffer> {
      const poll = await deskPoll(id);
      const labels = new Map(poll.options.map((o) => [o.id, o.label]));
      const answers = await selectAllAnswers(db, id);
      const t = (key: string) => translate(language, `polls.desk.csv.${key}`);
      const rows = [
        [t('id'), t('answeredAt'), t('changedAt'), t('respondent'), t('options'), t('comment')],
        ...answers.map((a) => [
          String(a.id),
          a.createdAt.toISOString(),
          a.updatedAt.toISOString(),
          a.customerId === null ? t('visitor') : t('customer'),
          guardCell(a.optionIds.map((o) => labels.get(o) ?? String(o)).join('; ')),
          guardCell(a.comment ?? ''),
        ]),
      ];
      return Buffer.from(UTF8_BOM + stringify(rows, { delimiter: ';' }), 'utf8');
    },
  };
}

export type PollsService = ReturnType<typeof createPollsService>;
