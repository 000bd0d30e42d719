// The booking page's first view renders without Chakra UI and its styling runtime (issue #12 byte
// budget: ≈45 KB brotli of the first load): plain elements styled by lite.css. What still uses
// Chakra (the details form, the success screen, dialogs, toasts, the mail-link and payment pages)
// sits inside <WithChakra>, which loads it with that part's code.
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../ui/errors';

const ChakraRoot = lazy(() => import('./chakra-root').then((m) => ({ default: m.ChakraRoot })));
/** Fetches Chakra ahead of the part that needs it. */
export const prefetchChakra = () => void import('./chakra-root').catch(() => undefined);

/** Chakra's provider around a part built with Chakra, loaded on first use. */
export function WithChakra({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ChakraRoot>{children}</ChakraRoot>
    </Suspense>
  );
}

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function Skeleton({ className }: { className?: string }) {
  return <span className={cx('b-skel', className)} />;
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="b-stack b-g2" role="status" aria-busy="true" aria-label={t('labels.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} />
      ))}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="b-state" role="alert">
      <p className="b-error">{errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="b-btn b-btn-gray" onClick={onRetry}>
          {t('labels.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="b-state">
      <p>{title}</p>
      {children}
    </div>
  );
}

export function Spinner() {
  return <div className="b-spin" />;
}
