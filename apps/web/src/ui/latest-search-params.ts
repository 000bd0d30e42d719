/**
 * The address bar's query as it is now. React Router 7 shows a navigation a render later (in a transition), so the
 * `params` of useSearchParams — and the `prev` its functional setter passes — can be one change behind when two
 * changes come quickly: two clicks on "Next week", two date boxes filled in a row on a busy computer. The browser's
 * history is updated at once, so a change that builds on the current query builds on this.
 */
export const latestSearchParams = () => new URLSearchParams(window.location.search);
