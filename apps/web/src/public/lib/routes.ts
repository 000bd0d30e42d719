// The public pages are one app under /book/{slug}; a tiny path switch is all it needs.
export type PublicRoute =
  | { page: 'book' }
  | { page: 'appointment'; token: string; action: 'view' | 'cancel' | 'reschedule' }
  | { page: 'reset-password' }
  | { page: 'payment'; depositId: string }
  | { page: 'estimate'; token: string }
  | { page: 'sale-pay'; token: string }
  | { page: 'plan-card'; token: string }
  | { page: 'unsubscribe'; token: string }
  | { page: 'consent'; token: string }
  | { page: 'not-found' };

export function basePath(slug: string): string {
  return `/book/${encodeURIComponent(slug)}`;
}

export function parseRoute(pathname: string, slug: string): PublicRoute {
  const base = basePath(slug);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return { page: 'not-found' };
  const rest = pathname.slice(base.length).split('/').filter(Boolean);
  if (rest.length === 0) return { page: 'book' };
  if (rest.length === 1 && rest[0] === 'reset-password') return { page: 'reset-password' };
  if (rest[0] === 'payment-deposits' && rest[1] && rest.length === 2) return { page: 'payment', depositId: decodeURIComponent(rest[1]) };
  if (rest[0] === 'estimate' && rest[1] && rest.length === 2) return { page: 'estimate', token: decodeURIComponent(rest[1]) };
  if (rest[0] === 'pay' && rest[1] && rest.length === 2) return { page: 'sale-pay', token: decodeURIComponent(rest[1]) };
  if (rest[0] === 'plan-card' && rest[1] && rest.length === 2) return { page: 'plan-card', token: decodeURIComponent(rest[1]) };
  if (rest[0] === 'unsubscribe' && rest[1] && rest.length === 2) return { page: 'unsubscribe', token: decodeURIComponent(rest[1]) };
  if (rest[0] === 'consent' && rest[1] && rest.length === 2) return { page: 'consent', token: decodeURIComponent(rest[1]) };
  if (rest[0] === 'appointment' && rest[1]) {
    const token = decodeURIComponent(rest[1]);
    if (rest.length === 2) return { page: 'appointment', token, action: 'view' };
    if (rest.length === 3 && (rest[2] === 'cancel' || rest[2] === 'reschedule')) return { page: 'appointment', token, action: rest[2] };
  }
  return { page: 'not-found' };
}

export function appointmentPath(slug: string, token: string, action: 'view' | 'cancel' | 'reschedule' = 'view'): string {
  const path = `${basePath(slug)}/appointment/${encodeURIComponent(token)}`;
  return action === 'view' ? path : `${path}/${action}`;
}

/** The payment page of a deposit (the id is the capability: an unguessable uuid). */
export function paymentPath(slug: string, depositId: string): string {
  return `${basePath(slug)}/payment-deposits/${encodeURIComponent(depositId)}`;
}
