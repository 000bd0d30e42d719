import { useEffect, type RefObject } from 'react';

const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

const dialogOpen = () =>
  [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')].some((el) => el.getClientRects().length > 0);

/** `/` focuses the list's search box and `n` starts a new item, unless the user is typing or a dialog is open. */
export function useListShortcuts(searchRef: RefObject<HTMLInputElement | null>, onNew?: () => void) {
  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || dialogOpen()) return;
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'n' && onNew) {
        e.preventDefault();
        onNew();
      }
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [searchRef, onNew]);
}
