import { escapeHtml, safeHref } from './escape-html';
import type { MailboxMessage } from './dev-mailbox-service';

const STYLE = `
body{margin:0;font:14px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f4f5f7}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}
.muted{color:#616e7c}
form{display:flex;gap:8px;margin:16px 0}
input{flex:1;padding:8px 10px;border:1px solid #cbd2d9;border-radius:6px;font:inherit}
button,.button{padding:8px 14px;border:1px solid #2563eb;border-radius:6px;background:#2563eb;color:#fff;font:inherit;text-decoration:none;cursor:pointer}
.button.secondary{background:#fff;color:#2563eb}
details{background:#fff;border:1px solid #e4e7eb;border-radius:8px;margin:0 0 10px}
summary{cursor:pointer;padding:12px 16px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
summary .subject{flex:1 1 280px;font-weight:600}
.body{padding:0 16px 16px;border-top:1px solid #e4e7eb}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;text-transform:uppercase}
.mail{background:#dbeafe;color:#1e40af}.sms{background:#dcfce7;color:#166534}
.status{background:#f1f5f9;color:#475569}.failed{background:#fee2e2;color:#991b1b}
pre{white-space:pre-wrap;word-break:break-word;background:#f8fafc;border:1px solid #e4e7eb;border-radius:6px;padding:12px;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace}
ul{padding-left:20px}
.error{color:#991b1b}
`;

const when = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

function link(url: string, label: string): string {
  const href = safeHref(url);
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : `${escapeHtml(label)} <span class="muted">(${escapeHtml(url)})</span>`;
}

function messageHtml(m: MailboxMessage, open: boolean): string {
  const title = m.subject ?? (m.text.length > 80 ? `${m.text.slice(0, 79)}…` : m.text);
  const links = m.links.length
    ? `<h3>Links</h3><ul>${m.links.map((l) => `<li>${link(l.url, l.label)} <span class="muted">${escapeHtml(l.url)}</span></li>`).join('')}</ul>`
    : '';
  const attachments = m.attachments.length
    ? `<h3>Attachments</h3><ul>${m.attachments.map((a, i) => `<li><a href="/dev/mailbox/${m.id}/attachments/${i}">${escapeHtml(a.filename)}</a> <span class="muted">${escapeHtml(a.contentType)}</span></li>`).join('')}</ul>`
    : '';
  const html = m.html ? `<p><a class="button secondary" href="/dev/mailbox/${m.id}/html" target="_blank" rel="noopener">Open the HTML version</a></p>` : '';
  const error = m.last_error ? `<p class="error">Attempt ${m.attempts}: ${escapeHtml(m.last_error)}</p>` : '';
  return `<details${open ? ' open' : ''}>
<summary><span class="badge ${m.channel === 'sms' ? 'sms' : 'mail'}">${escapeHtml(m.channel)}</span>
<span class="subject">${escapeHtml(title)}</span>
<span>to <strong>${escapeHtml(m.to)}</strong></span>
<span class="muted">${when(m.created_at)}</span>
<span class="badge ${m.status === 'failed' ? 'failed' : 'status'}">${escapeHtml(m.status)}</span></summary>
<div class="body">${error}${links}<h3>Text</h3><pre>${escapeHtml(m.text)}</pre>${attachments}${html}</div>
</details>`;
}

/** The dev mailbox page: server-rendered, script-free (the CSP forbids inline scripts), everything escaped. */
export function renderMailboxPage(messages: MailboxMessage[], { to }: { to?: string }): string {
  const filter = to ? ` for ${escapeHtml(to)}` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="muted">Every mail and SMS the platform wrote to the outbox, newest first${filter}. Nothing here left this machine unless its status is "sent".</p>
<form method="get" action="/dev/mailbox" role="search">
<input type="search" name="to" value="${escapeHtml(to ?? '')}" placeholder="Recipient e-mail or phone" aria-label="Recipient">
<button type="submit">Filter</button>${to ? '<a class="button secondary" href="/dev/mailbox">Show all</a>' : ''}
</form>
${messages.length ? messages.map((m, i) => messageHtml(m, i === 0)).join('\n') : '<p>No messages yet.</p>'}
</main>
</body>
</html>`;
}
