// What a clinic pastes into its own website to show its booking page (no React: tested on its own).

/** The message the booking page posts from inside the frame (apps/web/src/public/use-widget-height.ts). */
export const WIDGET_HEIGHT_MESSAGE = 'vetclinic:height';

/** The booking page as a widget: no page header, and it reports its height to the embedding page. */
export const widgetUrl = (origin: string, slug: string) => `${origin}/book/${encodeURIComponent(slug)}?widget=1`;

/**
 * What a clinic pastes into its website: the frame and a small inline script that sets the frame's
 * height from the page's messages, accepted only from our origin and from that very frame.
 */
export function embedSnippet({ origin, slug, title }: { origin: string; slug: string; title: string }): string {
  const id = `vetclinic-booking-${slug.replace(/[^a-z0-9-]/gi, '')}`;
  const safeTitle = title.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
  return [
    `<iframe id="${id}" src="${widgetUrl(origin, slug)}" title="${safeTitle}" style="width:100%;height:640px;border:0" loading="lazy"></iframe>`,
    '<script>',
    '(function () {',
    `  var frame = document.getElementById(${JSON.stringify(id)});`,
    "  window.addEventListener('message', function (e) {",
    `    if (e.origin !== ${JSON.stringify(origin)} || e.source !== frame.contentWindow || !e.data || e.data.type !== ${JSON.stringify(WIDGET_HEIGHT_MESSAGE)}) return;`,
    '    var height = Math.ceil(Number(e.data.height));',
    "    if (height > 0 && height < 20000) frame.style.height = height + 'px';",
    '  });',
    '})();',
    '</script>',
  ].join('\n');
}
