const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * The URL if it is safe to put in an href, otherwise null: recipients and links partly come from
 * users, and a `javascript:` link in a mail or in the dev mailbox would run in someone's session.
 */
export function safeHref(url: string): string | null {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : null;
}
