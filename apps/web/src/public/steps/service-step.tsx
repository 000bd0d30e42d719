import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicClinic, TPublicService } from '@vetclinic/domain';
import { ChoiceCard } from '../choice';
import { EmptyState } from '../lite-ui';
import { formatPrice } from '../lib/money';
import { bookableServices, servicePrice, usedCategories } from '../lib/services';

type Clinic = Pick<TPublicClinic, 'currency' | 'currency_first' | 'services' | 'services_categories' | 'phone'>;

/** Category filter: a row of toggle buttons that scrolls sideways on a phone. */
export function CategoryFilter({ categories, value, onChange }: { categories: { id: number; name: string }[]; value: number | 'all'; onChange: (v: number | 'all') => void }) {
  const { t } = useTranslation();
  if (categories.length < 2) return null;
  const items: { id: number | 'all'; name: string }[] = [{ id: 'all', name: t('public.service.allCategories') }, ...categories];
  return (
    <div role="group" aria-label={t('public.service.categories')} className="b-cats">
      {items.map((c) => (
        <button key={c.id} type="button" className="b-btn b-btn-outline b-pill" aria-pressed={value === c.id} onClick={() => onChange(c.id)}>
          {c.name}
        </button>
      ))}
    </div>
  );
}

export function DepositBadge({ amount, clinic }: { amount: number; clinic: Pick<TPublicClinic, 'currency' | 'currency_first'> }) {
  const { t } = useTranslation();
  return <span className="b-badge">{t('public.service.depositBadge', { amount: formatPrice(amount, clinic) })}</span>;
}

function ServiceCard({ service, clinic, checked, onToggle }: { service: TPublicService; clinic: Clinic; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const price = formatPrice(servicePrice(service), clinic);
  const minutes = t('public.common.minutes', { count: service.duration });
  return (
    <ChoiceCard kind="toggle" checked={checked} onSelect={onToggle}>
      <span className="b-row" style={{ alignItems: 'stretch' }}>
        <span className="b-bar" style={{ background: service.color }} aria-hidden="true" />
        <span className="b-grow">
          <span className="b-row" style={{ justifyContent: 'space-between', alignItems: 'baseline', gap: '0.5rem' }}>
            <span className="b-strong">{service.name}</span>
            <span className="b-strong b-num">{price}</span>
          </span>
          <span className="b-wrap" style={{ marginTop: '0.25rem', alignItems: 'center' }}>
            <span className="b-sm b-muted">{minutes}</span>
            {service.deposit_for_online_booking > 0 && <DepositBadge amount={service.deposit_for_online_booking} clinic={clinic} />}
          </span>
          {service.description && <span className="b-sm b-muted b-clamp2" style={{ marginTop: '0.25rem' }}>{service.description}</span>}
        </span>
        <CheckMark checked={checked} />
      </span>
    </ChoiceCard>
  );
}

/** A tick box: square for several choices, round for one. */
export function CheckMark({ checked, round = false }: { checked: boolean; round?: boolean }) {
  return (
    <span className={round ? 'b-tick b-round' : 'b-tick'} data-checked={checked || undefined} aria-hidden="true">
      {checked && (
        <svg viewBox="0 0 20 20" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M5 10.5l3 3 7-7" />
        </svg>
      )}
    </span>
  );
}

/** Step 1 (services): category tabs and service cards, several may be chosen. */
export function ServiceStep({ clinic, selected, onChange }: { clinic: Clinic; selected: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const services = useMemo(() => bookableServices(clinic.services), [clinic.services]);
  const categories = useMemo(() => usedCategories(clinic.services_categories, services), [clinic.services_categories, services]);
  const [category, setCategory] = useState<number | 'all'>('all');
  const shown = category === 'all' ? services : services.filter((s) => s.category_id === category);

  if (services.length === 0) {
    return <EmptyState title={t('public.service.none')}>{clinic.phone && <p>{t('public.common.callUs', { phone: clinic.phone })}</p>}</EmptyState>;
  }
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <>
      <p className="b-sm b-muted" style={{ marginBottom: '0.75rem' }}>{t('public.service.hint')}</p>
      <CategoryFilter categories={categories} value={category} onChange={setCategory} />
      <div className="b-grid b-grid-2">
        {shown.map((s) => (
          <ServiceCard key={s.id} service={s} clinic={clinic} checked={selected.includes(s.id)} onToggle={() => toggle(s.id)} />
        ))}
      </div>
    </>
  );
}
