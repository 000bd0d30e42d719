import { Box, Button, Field, HStack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedCommit } from './debounced-commit';
import { applyFormat, type FormatAction } from './format-actions';
import { renderMarkdown } from './render-markdown';

/** Spec §9: the markdown editor is at least 80 px high and commits 1000 ms after the last change. */
export const MARKDOWN_MIN_HEIGHT = '80px';
export const MARKDOWN_COMMIT_MS = 1000;

const ACTIONS: { action: FormatAction; label: string; glyph: string; key?: string }[] = [
  { action: 'bold', label: 'records.markdown.bold', glyph: 'B', key: 'b' },
  { action: 'italic', label: 'records.markdown.italic', glyph: 'I', key: 'i' },
  { action: 'list', label: 'records.markdown.list', glyph: '•' },
  { action: 'heading', label: 'records.markdown.heading', glyph: 'H' },
];

/**
 * A markdown field (spec §4): shows the rendered, sanitised text; a click (or its Edit button) focuses a
 * textarea with an optional toolbar; Escape or Tab leaves, an outside click commits; typing is committed
 * after `MARKDOWN_COMMIT_MS` of quiet when `debounce` is on. `onCommit` receives each committed value,
 * `onPendingChange` tells whether typed text waits to be committed (so a page can ask before leaving).
 */
export function MarkdownEditor({ label, value, onCommit, onPendingChange, toolbar = true, debounce = true, readOnly = false, placeholder, help, invalid }: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  onPendingChange?: (pending: boolean) => void;
  toolbar?: boolean;
  debounce?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  help?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const rootRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  const pendingRef = useRef(onPendingChange);
  pendingRef.current = onPendingChange;
  const committer = useMemo(() => new DebouncedCommit(value, (v) => {
    commitRef.current(v);
    pendingRef.current?.(false);
  }, debounce ? MARKDOWN_COMMIT_MS : null), [debounce]); // eslint-disable-line react-hooks/exhaustive-deps

  // A value from outside (loaded, or another tab's value taken) replaces ours when we have nothing pending.
  useEffect(() => {
    if (!committer.pending) {
      committer.reset(value);
      setText(value);
    }
  }, [value, committer]);
  useEffect(() => () => committer.dispose(), [committer]);

  const leave = (focusBack: boolean) => {
    committer.flush();
    setEditing(false);
    if (focusBack) requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  // An outside click commits and leaves (pointerdown: before anything else takes the focus).
  useEffect(() => {
    if (!editing) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) leave(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  });

  const startEditing = () => {
    if (readOnly) return;
    setEditing(true);
    requestAnimationFrame(() => {
      const el = areaRef.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    });
  };

  const type = (next: string) => {
    setText(next);
    committer.change(next);
    pendingRef.current?.(committer.pending);
  };

  const format = (action: FormatAction) => {
    const el = areaRef.current;
    if (!el) return;
    const next = applyFormat(action, { text: el.value, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd });
    type(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // an Escape here leaves the editor, it does not close the page's dialog
      leave(true);
    } else if (e.key === 'Tab') {
      // Tab leaves (the browser moves the focus on); the text is committed first.
      committer.flush();
      setEditing(false);
    } else if ((e.ctrlKey || e.metaKey) && toolbar) {
      const hit = ACTIONS.find((a) => a.key && a.key === e.key.toLowerCase());
      if (hit) {
        e.preventDefault();
        format(hit.action);
      }
    }
  };

  const html = useMemo(() => renderMarkdown(text), [text]);

  return (
    <Field.Root ref={rootRef} invalid={invalid} data-testid="markdown-editor">
      <HStack justify="space-between" w="full" gap="2" minH="7">
        <Field.Label htmlFor={`${id}-area`} id={`${id}-label`} mb="0">{label}</Field.Label>
        {!readOnly && !editing && (
          <Button ref={editButtonRef} size="2xs" variant="ghost" onClick={startEditing} aria-label={t('records.markdown.editField', { label })}>
            {t('records.markdown.edit')}
          </Button>
        )}
      </HStack>
      {editing ? (
        <Box w="full" borderWidth="1px" borderColor="brand.solid" borderRadius="md" bg="bg">
          {toolbar && (
            <HStack gap="0.5" px="1" py="0.5" borderBottomWidth="1px" role="toolbar" aria-label={t('records.markdown.toolbar')} aria-controls={`${id}-area`}>
              {ACTIONS.map((a) => (
                <Button key={a.action} size="2xs" variant="ghost" aria-label={t(a.label)} title={t(a.label)}
                  fontWeight={a.action === 'bold' ? 'bold' : 'normal'} fontStyle={a.action === 'italic' ? 'italic' : undefined}
                  // mousedown would blur the textarea (and leave); keep the focus where the user types.
                  onMouseDown={(e) => e.preventDefault()} onClick={() => format(a.action)}>
                  {a.glyph}
                </Button>
              ))}
            </HStack>
          )}
          <Textarea ref={areaRef} id={`${id}-area`} value={text} onChange={(e) => type(e.target.value)} onKeyDown={onKeyDown}
            onBlur={() => committer.flush()} minH={MARKDOWN_MIN_HEIGHT} autoresize border="0" _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            placeholder={placeholder} aria-describedby={`${id}-hint`} />
          <Text id={`${id}-hint`} px="2" pb="1" fontSize="xs" color="fg.muted">{t('records.markdown.hint')}</Text>
        </Box>
      ) : (
        <Box w="full" minH={MARKDOWN_MIN_HEIGHT} px="3" py="2" borderWidth="1px" borderRadius="md" bg={readOnly ? 'bg.muted' : 'bg'}
          cursor={readOnly ? 'default' : 'text'} _hover={readOnly ? undefined : { borderColor: 'border.emphasized' }}
          aria-labelledby={`${id}-label`} role="group"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) return; // links open, they do not start editing
            startEditing();
          }}>
          {html ? (
            <chakra.div className="markdown-body" fontSize="sm" css={MARKDOWN_CSS} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Text fontSize="sm" color="fg.muted">{readOnly ? t('records.markdown.empty') : placeholder ?? t('records.markdown.placeholder')}</Text>
          )}
        </Box>
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

const MARKDOWN_CSS = {
  '& p': { marginBottom: '0.5em' },
  '& p:last-child': { marginBottom: 0 },
  '& ul': { paddingInlineStart: '1.25em', listStyle: 'disc' },
  '& ol': { paddingInlineStart: '1.25em', listStyle: 'decimal' },
  '& h1, & h2, & h3, & h4': { fontWeight: 600, marginBlock: '0.25em' },
  '& h1': { fontSize: 'lg' },
  '& h2, & h3': { fontSize: 'md' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: 'xs', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '2', color: 'fg.muted' },
};
