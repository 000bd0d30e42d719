import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicClinic, TPublicVisitType } from '@vetclinic/domain';
import { ChoiceCard, RadioGroupBox, tabStopIndex } from '../choice';
import { EmptyState } from '../lite-ui';
import { bookableVisitTypes, usedCategories } from '../lib/services';
import { CheckMark, DepositBadge } from './service-step';

type Clinic = Pick<TPublicClinic, 'currency' | 'currency_first' | 'visit_types' | 'visit_type_categories' | 'phone'>;

/** Step 1 (visit types): exactly one visit type, grouped by category. */
export function VisitTypeStep({ clinic, selected, onChange }: { clinic: Clinic; selected: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const types = useMemo(() => bookableVisitTypes(clinic.visit_types), [clinic.visit_types]);
  const groups = useMemo(() => {
    const cats = usedCategories(clinic.visit_type_categories, types);
    const out: { id: number | null; name: string; types: TPublicVisitType[] }[] = cats.map((c) => ({ id: c.id, name: c.name, types: types.filter((v) => v.category_id === c.id) }));
    const rest = types.filter((v) => !cats.some((c) => c.id === v.category_id));
    if (rest.length) out.push({ id: null, name: t('public.service.otherCategory'), types: rest });
    return out;
  }, [clinic.visit_type_categories, types, t]);

  if (types.length === 0) {
    return <EmptyState title={t('public.service.none')}>{clinic.phone && <p>{t('public.common.callUs', { phone: clinic.phone })}</p>}</EmptyState>;
  }
  const flat = groups.flatMap((g) => g.types);
  const stop = tabStopIndex(flat.map((v) => ({ checked: v.id === selected })));
  return (
    <RadioGroupBox label={t('public.steps.what')}>
      <div className="b-stack b-g4">
        {groups.map((g) => (
          <div key={g.id ?? 'other'}>
            {groups.length > 1 && (
              <h3 className="b-h3 b-muted" style={{ marginBottom: '0.5rem' }}>
                {g.name}
              </h3>
            )}
            <div className="b-grid b-grid-2">
              {g.types.map((v) => (
                <ChoiceCard key={v.id} kind="radio" checked={v.id === selected} tabStop={flat[stop]?.id === v.id} onSelect={() => onChange(v.id)}>
                  <span className="b-row" style={{ alignItems: 'stretch' }}>
                    <span className="b-bar" style={{ background: v.color }} aria-hidden="true" />
                    <span className="b-grow">
                      <span className="b-strong" style={{ display: 'block' }}>{v.name}</span>
                      <span className="b-wrap" style={{ marginTop: '0.25rem', alignItems: 'center' }}>
                        <span className="b-sm b-muted">{t('public.common.minutes', { count: v.duration })}</span>
                        {v.deposit_for_online_booking > 0 && <DepositBadge amount={v.deposit_for_online_booking} clinic={clinic} />}
                      </span>
                      {v.description && <span className="b-sm b-muted b-clamp2" style={{ marginTop: '0.25rem' }}>{v.description}</span>}
                    </span>
                    <CheckMark checked={v.id === selected} round />
                  </span>
                </ChoiceCard>
              ))}
            </div>
          </div>
        ))}
      </div>
    </RadioGroupBox>
  );
}
