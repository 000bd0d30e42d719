import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';

/**
 * Asks before leaving the editor while something is not saved: a reload or closing the tab (the
 * browser's own question) and any link inside the app. `trySave` gets a last chance first: when it
 * saves everything, the user leaves without being asked.
 */
export function LeaveGuard({ unsaved, trySave }: { unsaved: boolean; trySave: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useUnsavedGuard(unsaved);
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as HTMLElement).closest('a');
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || !url.pathname.startsWith('/app')) return;
      e.preventDefault();
      e.stopPropagation();
      const to = url.pathname.replace(/^\/app/, '') + url.search;
      void trySave().then((saved) => (saved ? navigate(to || '/') : setTarget(to || '/')));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [unsaved, trySave, navigate]);
  return (
    <ConfirmDialog open={target !== null} title={t('records.leave.title')} body={t('records.leave.body')} confirmLabel={t('records.leave.leave')}
      cancelLabel={t('records.leave.stay')} onCancel={() => setTarget(null)} onConfirm={() => { const to = target!; setTarget(null); navigate(to); }} />
  );
}
