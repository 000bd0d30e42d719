import { useTranslation } from 'react-i18next';
import type { TPublicVet } from '@vetclinic/domain';
import { ChoiceCard, RadioGroupBox, tabStopIndex } from '../choice';
import { EmptyState } from '../lite-ui';
import { VetAvatar } from '../vet-avatar';

export const ANY_STAFF = -1;

function GroupIcon() {
  return (
    <span className="b-circle b-c10 b-tint-muted" aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
        <circle cx="8" cy="8" r="3.2" />
        <circle cx="16.5" cy="9" r="2.6" />
        <path d="M2 19c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5v1H2zM14.6 14.2c.6-.2 1.2-.3 1.9-.3 2.9 0 5.5 1.9 5.5 4.8V20h-6v-1c0-1.9-.5-3.5-1.4-4.8z" />
      </svg>
    </span>
  );
}

/** Step 2: "Any staff" (when the clinic allows it) and the vets who perform everything chosen. */
export function VetStep({ vets, anyStaff, value, onChange }: { vets: TPublicVet[]; anyStaff: boolean; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const options: { id: number; vet: TPublicVet | null }[] = [...(anyStaff ? [{ id: ANY_STAFF, vet: null }] : []), ...vets.map((v) => ({ id: v.id, vet: v }))];
  if (options.length === 0) return <EmptyState title={t('public.vet.none')} />;
  const stop = tabStopIndex(options.map((o) => ({ checked: o.id === value })));
  return (
    <RadioGroupBox label={t('public.steps.who')}>
      <div className="b-grid b-grid-vets">
        {options.map((o, i) => (
          <ChoiceCard key={o.id} kind="radio" checked={o.id === value} tabStop={i === stop} onSelect={() => onChange(o.id)}>
            <span className="b-row">
              {o.vet ? <VetAvatar first={o.vet.first_name} last={o.vet.last_name} avatar={o.vet.avatar} /> : <GroupIcon />}
              <span style={{ minWidth: 0 }}>
                <span className="b-strong b-clamp2">{o.vet ? o.vet.full_name : t('public.vet.anyStaff')}</span>
                <span className="b-sm b-muted b-clamp2">{o.vet ? o.vet.job_title ?? '' : t('public.vet.anyStaffHint')}</span>
              </span>
            </span>
          </ChoiceCard>
        ))}
      </div>
    </RadioGroupBox>
  );
}
