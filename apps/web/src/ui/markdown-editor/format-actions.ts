export type FormatAction = 'bold' | 'italic' | 'list' | 'heading';

export interface TextEdit { text: string; selectionStart: number; selectionEnd: number }

const wrap = (marker: string, e: TextEdit): TextEdit => {
  const { text, selectionStart: s, selectionEnd: end } = e;
  const selected = text.slice(s, end);
  // Already wrapped: unwrap (the toolbar toggles).
  if (text.slice(s - marker.length, s) === marker && text.slice(end, end + marker.length) === marker) {
    return { text: text.slice(0, s - marker.length) + selected + text.slice(end + marker.length), selectionStart: s - marker.length, selectionEnd: end - marker.length };
  }
  return { text: text.slice(0, s) + marker + selected + marker + text.slice(end), selectionStart: s + marker.length, selectionEnd: end + marker.length };
};

const prefixLines = (prefix: string, e: TextEdit): TextEdit => {
  const { text, selectionStart: s, selectionEnd: end } = e;
  const lineStart = text.lastIndexOf('\n', s - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const all = lines.every((l) => l.startsWith(prefix));
  const changed = lines.map((l) => (all ? l.slice(prefix.length) : prefix + l));
  const delta = all ? -prefix.length : prefix.length;
  const block = changed.join('\n');
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    selectionStart: Math.max(lineStart, s + delta),
    selectionEnd: end + delta * lines.length,
  };
};

/** What a toolbar button does to the text and selection: bold/italic wrap, list/heading prefix each selected line (pressing again undoes). */
export function applyFormat(action: FormatAction, e: TextEdit): TextEdit {
  switch (action) {
    case 'bold': return wrap('**', e);
    case 'italic': return wrap('_', e);
    case 'list': return prefixLines('- ', e);
    case 'heading': return prefixLines('### ', e);
  }
}
