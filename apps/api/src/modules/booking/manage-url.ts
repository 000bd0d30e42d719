/** The page a mail link opens: /book/{slug}/appointment/{token}[/cancel|/reschedule]. */
export const manageUrl = (publicUrl: string, slug: string, token: string, action = '') =>
  `${publicUrl}/book/${slug}/appointment/${token}${action ? `/${action}` : ''}`;
