import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TCalendarOptions } from '@vetclinic/domain';
import { useClientSearch, usePetSearch } from './api';
import { SearchSelect, type Option } from './search-select';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export interface ChosenClient { id: number; full_name: string; phone?: string | null; email?: string | null; pets?: { id: number; nickname: string }[] }
export interface ChosenPet { id: number; nickname: string }

/** "Client": searches the clients area (name, phone, e-mail) as the desk types. */
export function ClientPicker({ client, onChange, error, disabled }: { client: ChosenClient | null; onChange: (c: ChosenClient | null) => void; error?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const hits = useClientSearch(search);
  const options: Option[] = (hits.data ?? []).map((c) => ({ value: String(c.id), label: c.full_name, description: [c.phone, c.email].filter(Boolean).join(' · ') }));
  return (
    <SearchSelect
      label={t('calendar.form.client')}
      required
      disabled={disabled}
      options={options}
      selected={client ? [{ value: String(client.id), label: client.full_name }] : []}
      onSearch={setText}
      loading={hits.isFetching}
      placeholder={t('calendar.form.clientPlaceholder')}
      emptyText={search.trim().length < 2 ? t('calendar.form.typeToSearch') : t('calendar.form.noClients')}
      error={error}
      onChange={(values) => {
        const hit = hits.data?.find((c) => String(c.id) === values[0]);
        onChange(hit ? { id: hit.id, full_name: hit.full_name, phone: hit.phone, email: hit.email, pets: hit.pets.map((p) => ({ id: p.id, nickname: p.nickname })) } : null);
      }}
    />
  );
}

/**
 * "Pet": the chosen client's pets, or a search over all pets when no client is chosen yet (picking
 * one then also picks its owner).
 */
export function PetPicker({ client, pets, onChange, error, disabled }: {
  client: ChosenClient | null;
  pets: ChosenPet[];
  onChange: (pets: ChosenPet[], owner?: ChosenClient) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const hits = usePetSearch(search);
  const options = useMemo<Option[]>(() => {
    const own: Option[] = (client?.pets ?? []).map((p) => ({ value: String(p.id), label: p.nickname }));
    const found: Option[] = (hits.data ?? [])
      .filter((p) => !client || p.owner.id === client.id)
      .filter((p) => !own.some((o) => o.value === String(p.id)))
      .map((p) => ({ value: String(p.id), label: p.nickname, description: [p.species?.name, p.owner.full_name].filter(Boolean).join(' · ') }));
    return [...own, ...found];
  }, [client, hits.data]);
  return (
    <SearchSelect
      label={t('calendar.form.pet')}
      required
      multiple
      disabled={disabled}
      options={options}
      selected={pets.map((p) => ({ value: String(p.id), label: p.nickname }))}
      onSearch={setText}
      loading={hits.isFetching}
      placeholder={client ? t('calendar.form.petPlaceholderClient') : t('calendar.form.petPlaceholder')}
      emptyText={client ? t('calendar.form.noPets') : t('calendar.form.typeToSearch')}
      error={error}
      onChange={(values) => {
        const byId = (id: string): ChosenPet | null => {
          const known = pets.find((p) => String(p.id) === id) ?? client?.pets?.find((p) => String(p.id) === id);
          if (known) return known;
          const hit = hits.data?.find((p) => String(p.id) === id);
          return hit ? { id: hit.id, nickname: hit.nickname } : null;
        };
        const chosen = values.map(byId).filter((p): p is ChosenPet => !!p);
        const added = hits.data?.find((p) => values.includes(String(p.id)) && !pets.some((x) => x.id === p.id));
        onChange(chosen, !client && added ? { id: added.owner.id, full_name: added.owner.full_name, phone: added.owner.phone } : undefined);
      }}
    />
  );
}

/** Every bookable package of the clinic (hidden services too), coloured like the calendar. */
export function servicePackageOptions(services: TCalendarOptions['services']): (Option & { duration: number; vets: number[] })[] {
  return services.flatMap((s) => s.packages.map((p) => ({
    value: String(p.id),
    label: s.packages.length > 1 && p.name !== s.name ? `${s.name} — ${p.name}` : s.name,
    description: [s.category, `${s.duration} min`].filter(Boolean).join(' · '),
    color: s.color,
    duration: s.duration,
    vets: s.vets,
  })));
}

export function ServicePicker({ services, value, onChange, error, disabled }: { services: TCalendarOptions['services']; value: number[]; onChange: (ids: number[]) => void; error?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const options = useMemo(() => servicePackageOptions(services), [services]);
  return (
    <SearchSelect
      label={t('calendar.form.services')}
      required
      multiple
      disabled={disabled}
      options={options}
      selected={value.map((id) => options.find((o) => o.value === String(id)) ?? { value: String(id), label: `#${id}` })}
      placeholder={t('calendar.form.servicesPlaceholder')}
      error={error}
      onChange={(values) => onChange(values.map(Number))}
    />
  );
}
