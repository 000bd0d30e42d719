/** `{data, meta}` for a page of results (DESIGN §6). */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
