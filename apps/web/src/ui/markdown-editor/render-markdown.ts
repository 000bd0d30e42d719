import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/** Link targets a note may carry: web, mail, phone and in-app paths. Anything else (javascript:, data:, vbscript:) is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
// markdown-it already refuses javascript:/vbscript:/file: and most data: links; we narrow it to the list above.
md.validateLink = (url: string) => SAFE_URL.test(url.trim());

let hooked = false;
function purify(html: string): string {
  // DOMPurify needs a document; without one (server-side tests) markdown-it's output, which never
  // carries raw HTML with html: false, is returned as is.
  if (!DOMPurify.isSupported) return html;
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'code', 'pre', 'blockquote', 'hr', 's', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}

/** A note's markdown as safe HTML: no raw HTML, no script, no javascript: or data: links. */
export function renderMarkdown(source: string): string {
  if (!source.trim()) return '';
  return purify(md.render(source));
}
