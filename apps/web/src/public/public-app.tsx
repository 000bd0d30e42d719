import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, TPublicClinic, TPublicVet } from '@vetclinic/domain';
import { createQueryClient } from '../ui/query-client';
import { toaster } from '../ui/toaster';
import { AccountModalsProvider } from './account/account-modals';
import { AuthProvider } from './account/auth-context';
import { LoginBlock, ResetPasswordPage } from './account/lazy';
import { PageContext, usePage, type PublicPageContext } from './booking-context';
import { BookingPage, ClinicNotFound } from './booking-page';
import { ListSkeleton, WithChakra } from './lite-ui';
import { AppointmentRoutes, ConsentPage, EstimatePage, PaymentPage, PlanCardPage, SalePayPage, UnsubscribePage } from './lazy-parts';
import { loadChat } from './lib/chat';
import { basePath, parseRoute } from './lib/routes';
import { readPreselect } from './lib/preselect';
import { readUtm } from './lib/utm';
import type { ClinicPageSettings, RootInputs } from './page-settings';
import { PageHeader } from './page-header';
import { publicKeys, useClinic } from './use-public-data';
import { useLinkProps, usePathname } from './use-route';
import { useWidgetHeight } from './use-widget-height';

// Toasts only follow an action: their view loads beside the first paint, not before it.
const Toaster = lazy(() => import('../ui/toaster-view').then((m) => ({ default: m.Toaster })));

/** What the server rendered the first view with (server-render.tsx), given to the browser inline. */
export interface FirstViewData {
  lang: Language;
  clinic: TPublicClinic;
  vets: TPublicVet[];
}

export function PublicApp({ inputs, settings, firstView, search }: { inputs: RootInputs; settings: ClinicPageSettings; firstView?: FirstViewData | null; search?: string }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The server's data for the first view: the browser starts from it instead of asking again.
    if (firstView) {
      client.setQueryData(publicKeys.clinic(inputs.clinicSlug), firstView.clinic);
      client.setQueryData(publicKeys.vets(inputs.clinicSlug), firstView.vets);
    }
    return client;
  });
  const [page] = useState<PublicPageContext>(() => {
    const query = search ?? window.location.search;
    return { inputs, settings, utm: readUtm(query), preselect: readPreselect(query) };
  });
  // Toasts only follow an action: their view (and its share of the UI library) loads with the first
  // toast, which waits in the store meanwhile; nothing of theirs is in the server's HTML.
  const [showToasts, setShowToasts] = useState(false);
  useEffect(() => {
    if (toaster.getCount() > 0) setShowToasts(true);
    else return toaster.subscribe(() => setShowToasts(true));
  }, []);
  useEffect(() => void loadChat(settings), [settings]);
  // Hydrated (this effect runs after the whole tree's): the server-rendered page's early-tap script
  // (static-web.ts EARLY_TAP_SCRIPT) stops holding taps and replays the one made before now.
  useEffect(() => window.__vcHydrated?.(), []);
  // No Chakra UI at the root: the booking page's first view is plain elements (lite.css, #12 byte
  // budget); the parts built with Chakra bring it with them (lite-ui.tsx WithChakra).
  return (
    <QueryClientProvider client={queryClient}>
      <PageContext.Provider value={page}>
        <AuthProvider>
          <AccountModalsProvider>
            <PublicShell />
          </AccountModalsProvider>
        </AuthProvider>
      </PageContext.Provider>
      {showToasts && (
        <WithChakra>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </WithChakra>
      )}
    </QueryClientProvider>
  );
}


function PageNotFound() {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const link = useLinkProps();
  return (
    <div className="b-stack b-g3 b-center" style={{ paddingBlock: '3rem', alignItems: 'center' }}>
      <h1 className="b-h1-xl">{t('public.notFound.title')}</h1>
      <p className="b-muted">{t('public.notFound.text')}</p>
      <a className="b-btn b-btn-solid b-btn-md" {...link(basePath(inputs.clinicSlug))}>{t('public.notFound.toBooking')}</a>
    </div>
  );
}

function PublicShell() {
  const { t } = useTranslation();
  const { inputs, settings } = usePage();
  const pathname = usePathname();
  const rootRef = useRef<HTMLDivElement>(null);
  const clinic = useClinic(settings.clinic ? inputs.clinicSlug : '');
  const route = parseRoute(pathname, inputs.clinicSlug);
  useWidgetHeight(rootRef, inputs.isWidget);

  const name = clinic.data?.name ?? settings.clinic?.name;
  useEffect(() => {
    document.title = name ? `${t('public.book.title')} · ${name}` : t('public.book.title');
  }, [name, t]);

  let content: React.ReactNode;
  if (!settings.clinic) content = <ClinicNotFound />;
  else if (route.page === 'book') content = <BookingPage />;
  else if (route.page === 'appointment')
    content = (
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <AppointmentRoutes token={route.token} action={route.action} />
        {/* Spec §2: the reschedule page also offers logging in (never registering), after the card and the action. */}
        {route.action === 'reschedule' && (
          <div style={{ marginTop: '1.5rem' }}>
            <LoginBlock />
          </div>
        )}
      </Suspense>
    );
  else if (route.page === 'estimate')
    content = (
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <EstimatePage token={route.token} />
      </Suspense>
    );
  else if (route.page === 'consent')
    content = (
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <ConsentPage token={route.token} />
      </Suspense>
    );
  else if (route.page === 'sale-pay')
    content = (
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <SalePayPage token={route.token} />
      </Suspense>
    );
  else if (route.page === 'plan-card')
    content = (
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <PlanCardPage token={route.token} />
      </Suspense>
    );
  else if (route.page === 'unsubscribe')
    content = (
      <Suspense fallback={<ListSkeleton rows={3} />}>
        <UnsubscribePage token={route.token} />
      </Suspense>
    );
  else if (route.page === 'payment')
    content = (
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <PaymentPage depositId={route.depositId} />
      </Suspense>
    );
  else if (route.page === 'reset-password')
    content = (
      <Suspense fallback={<ListSkeleton rows={4} />}>
        <ResetPasswordPage />
      </Suspense>
    );
  else content = <PageNotFound />;
  const plain = !settings.clinic || route.page === 'book' || route.page === 'not-found';

  return (
    <div ref={rootRef} className="b-page" data-widget={inputs.isWidget || undefined}>
      {!inputs.isWidget && settings.clinic && <PageHeader clinic={{ name: settings.clinic.name, ...clinic.data }} />}
      <main className="b-container">
        {/* The booking page is plain elements (lite.css); every other page is built with Chakra and brings it. */}
        {plain ? content : <WithChakra fallback={<ListSkeleton rows={6} />}>{content}</WithChakra>}
      </main>
    </div>
  );
}
