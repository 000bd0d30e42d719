import { escapeHtml, safeHref } from './escape-html';

export interface MailContent {
  lang: string;
  clinic: { name: string; address?: string | null; phone?: string | null };
  heading: string;
  /** Plain text; a newline inside a paragraph becomes a line break. */
  paragraphs: string[];
  details?: { label: string; value: string }[];
  actions?: { label: string; url: string }[];
  footer?: string;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#2563eb';

const text = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

function actionHtml({ label, url }: { label: string; url: string }, primary: boolean): string {
  const href = safeHref(url);
  // A URL we would not click ourselves is shown, not linked.
  if (!href) return `<p style="margin:0 0 12px;${FONT};font-size:14px;color:${MUTED}">${escapeHtml(label)}: ${escapeHtml(url)}</p>`;
  const bg = primary ? ACCENT : '#ffffff';
  const fg = primary ? '#ffffff' : ACCENT;
  // Bulletproof button: the table cell carries the colour for clients that ignore padding on <a>.
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px"><tr>`
    + `<td style="border-radius:6px;background:${bg};border:1px solid ${ACCENT}">`
    + `<a href="${escapeHtml(href)}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 22px;${FONT};font-size:15px;font-weight:600;color:${fg};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`
    + `</td></tr></table>`;
}

function detailsHtml(details: { label: string; value: string }[]): string {
  const rows = details.map(({ label, value }) => `<tr>`
    + `<td valign="top" style="padding:6px 12px 6px 0;${FONT};font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</td>`
    + `<td valign="top" style="padding:6px 0;${FONT};font-size:14px;color:${INK};font-weight:600">${text(value)}</td>`
    + `</tr>`).join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:8px 0 20px;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb">${rows}</table>`;
}

function renderHtml(c: MailContent): string {
  const preheader = c.paragraphs[0] ?? c.heading;
  const paragraphs = c.paragraphs.map((p) => `<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:1.55;color:${INK}">${text(p)}</p>`).join('');
  const contact = [c.clinic.address, c.clinic.phone].filter((v): v is string => !!v).map(escapeHtml).join(' · ');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(c.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(c.heading)}</title>
<style>@media (max-width:620px){.card{width:100%!important}.pad{padding:20px!important}}</style>
</head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f4f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="card" cellpadding="0" cellspacing="0" border="0" width="600" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #e4e7eb">
<tr><td class="pad" style="padding:20px 32px;border-bottom:1px solid #e4e7eb;${FONT};font-size:16px;font-weight:700;color:${INK}">${escapeHtml(c.clinic.name)}</td></tr>
<tr><td class="pad" style="padding:28px 32px 12px">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(c.heading)}</h1>
${paragraphs}${c.details?.length ? detailsHtml(c.details) : ''}${(c.actions ?? []).map((a, i) => actionHtml(a, i === 0)).join('')}
</td></tr>
<tr><td class="pad" style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;${FONT};font-size:12px;line-height:1.5;color:${MUTED}">
<strong>${escapeHtml(c.clinic.name)}</strong>${contact ? `<br>${contact}` : ''}${c.footer ? `<br><br>${text(c.footer)}` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function renderText(c: MailContent): string {
  const parts: string[] = [c.clinic.name, '', c.heading, '='.repeat(Math.min(c.heading.length, 60)), ''];
  for (const p of c.paragraphs) parts.push(p, '');
  if (c.details?.length) {
    for (const d of c.details) parts.push(`${d.label}: ${d.value}`);
    parts.push('');
  }
  // Plain-text readers get every action with its full URL, since nothing is clickable otherwise.
  for (const a of c.actions ?? []) parts.push(`${a.label}:`, a.url, '');
  parts.push('--', c.clinic.name);
  if (c.clinic.address) parts.push(c.clinic.address);
  if (c.clinic.phone) parts.push(c.clinic.phone);
  if (c.footer) parts.push('', c.footer);
  return parts.join('\n') + '\n';
}

/** One mail in the house layout: an escaped, table-based HTML part and the equivalent text part. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}
