/**
 * Whether `mine` holds every permission of `theirs`: the server's rule (staff/grants.ts) for giving
 * a role or changing a member, so the screens offer only what the server would accept.
 */
export const holdsAll = (mine: readonly string[], theirs: readonly string[]) => theirs.every((p) => mine.includes(p));
