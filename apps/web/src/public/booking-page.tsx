import { useTranslation } from 'react-i18next';
import { isHttpStatus } from './booking-api';
import { usePage } from './booking-context';
import { BookingDisabled } from './booking-disabled';
import { BookingFlow } from './booking-flow';
import { ErrorState, ListSkeleton } from './lite-ui';
import { AppPanel } from './panels/app-panel';
import { BenefitsPanel } from './panels/benefits-panel';
import { useClinic, useVets } from './use-public-data';

export function ClinicNotFound() {
  const { t } = useTranslation();
  return (
    <div className="b-stack b-g2 b-center" style={{ paddingBlock: '4rem' }}>
      <h1 className="b-h1-xl">{t('public.clinicNotFound.title')}</h1>
      <p className="b-muted">{t('public.clinicNotFound.text')}</p>
    </div>
  );
}

/** The main calendar: the clinic's data first, then the steps, then the account and app panels. Plain elements (lite.css), no Chakra: the first view (#12). */
export function BookingPage() {
  const { t } = useTranslation();
  const { inputs } = usePage();
  const clinic = useClinic(inputs.clinicSlug);
  const vets = useVets(inputs.clinicSlug);

  if (clinic.isPending) {
    return (
      <div className="b-stack b-g4" aria-busy="true">
        <ListSkeleton rows={1} />
        <ListSkeleton rows={5} />
      </div>
    );
  }
  if (clinic.isError) return isHttpStatus(clinic.error, 404) ? <ClinicNotFound /> : <ErrorState error={clinic.error} onRetry={() => void clinic.refetch()} />;
  if (!clinic.data.online_booking_enabled) return <BookingDisabled clinic={clinic.data} />;

  return (
    <div className={inputs.isWidget ? 'b-stack b-g3' : 'b-stack b-g6'}>
      <h1 className="b-h1">{t('public.book.title')}</h1>
      <BookingFlow clinic={clinic.data} vets={vets} />
      {!inputs.isWidget && (
        <div className="b-stack b-g4 b-mt4">
          <BenefitsPanel />
          <AppPanel clinicId={clinic.data.id} />
        </div>
      )}
    </div>
  );
}
