import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './mail.templates';
import type { MailService } from './mail.service';
import type { OutboxRow } from './mail.repository';

/**
 * The dev mailbox (ADR 007): the outbox as web pages, so mails of development, tests and demos can
 * be read without an SMTP server. Registered only when DEV_MAILBOX is on: by default outside
 * production, never in production (ADR 015). The pages are plain server HTML, outside the React app
 * and the route table.
 */
export const MAILBOX_PATH = '/dev/mailbox';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1d2733;max-width:960px}
table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #dde3ea;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;background:#f4f6f8;padding:16px;border-radius:4px}a{color:#0b5cad}.meta{color:#5c6773}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** Escapes the text, then turns the shop's own http(s) links into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<&]+/g,
    (url) => `<a href="${url}" data-testid="mail-link">${url}</a>`,
  );
}

function listPage(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (
        r,
      ) => `<tr data-testid="mailbox-row"><td>${r.id}</td><td>${escapeHtml(r.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(r.toAddress)}</td><td><a href="${MAILBOX_PATH}/${r.id}">${escapeHtml(r.subject)}</a></td><td>${escapeHtml(r.kind)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p class="meta">Mails the shop sent through the outbox transport, newest first. This page exists only outside production.</p>
<table><thead><tr><th>#</th><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>${items || '<tr><td colspan="5">No mail yet.</td></tr>'}</tbody></table>`,
  );
}

function mailPage(row: OutboxRow): string {
  return page(
    row.subject,
    `<p><a href="${MAILBOX_PATH}">← Dev mailbox</a></p><h1 data-testid="mail-subject">${escapeHtml(row.subject)}</h1>
<p class="meta">To <span data-testid="mail-to">${escapeHtml(row.toAddress)}</span> · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(row.language)} · ${escapeHtml(row.transport)}</p>
<pre data-testid="mail-text">${row.textBody ? linkify(row.textBody) : '(body not kept: sent over SMTP)'}</pre>`,
  );
}

export async function mailboxRoutes(app: FastifyInstance, mail: MailService): Promise<void> {
  app.get(MAILBOX_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return listPage(await mail.list(100));
  });
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    const id = Number(request.params.id);
    const row = Number.isSafeInteger(id) && id > 0 ? await mail.get(id) : null;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!row)
      return reply
        .code(404)
        .send(
          page(
            'Not found',
            `<p>No mail #${escapeHtml(request.params.id)}.</p><p><a href="${MAILBOX_PATH}">← Dev mailbox</a></p>`,
          ),
        );
    return mailPage(row);
  });
  // The newest mail to an address as JSON (of one kind, with `kind`: an order's confirmation and its
  // invoice may land in either order): what end-to-end tests and scripts read.
  app.get<{ Querystring: { to?: string; kind?: string } }>(
    `${MAILBOX_PATH}/latest.json`,
    async (request, reply) => {
      const to = String(request.query.to ?? '').toLowerCase();
      const kind = String(request.query.kind ?? '');
      const row = (await mail.list(200)).find(
        (r) => (!to || r.toAddress === to) && (!kind || r.kind === kind),
      );
      reply.header('cache-control', 'no-store');
      if (!row)
        return reply
          .code(404)
          .send({ error: 'Not Found', code: 404, erpCode: null, message: 'No mail.', issues: [] });
      return {
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        kind: row.kind,
        // The newsletter's List-Unsubscribe headers, which a mail client's one-click button uses.
        headers: row.headers ?? {},
      };
    },
  );
}
