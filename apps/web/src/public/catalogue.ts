/**
 * The parts of a language catalogue the public pages read: the build gives the booking page these
 * namespaces only (vite.config.ts, `locales/<lang>.json?public`), a third of the staff app's
 * catalogue. catalogue.test.ts holds every key the public code names to this list.
 */
export const PUBLIC_NAMESPACES = ['public', 'labels', 'validation', 'payments', 'days', 'appointmentStatus'] as const;

export function publicCatalogue(full: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PUBLIC_NAMESPACES.filter((ns) => ns in full).map((ns) => [ns, full[ns]]));
}
