import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, type RemoteOption } from '../../ui/remote-select';

export interface PetOption { id: number; nickname: string; owner: { full_name: string } }

const optionText = (o: RemoteOption) => (o.detail ? `${o.label} · ${o.detail}` : o.label);

/** The task form's pet field: the shared server-search picker over GET /pets, showing "pet · owner" once chosen. */
export function PetSearchSelect({ label, value, initial, onChange, error }: {
  label: string;
  value: number | null | undefined;
  initial?: PetOption | null;
  onChange: (pet: RemoteOption | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<RemoteOption | null>(initial ? { id: initial.id, label: initial.nickname, detail: initial.owner.full_name } : null);
  return (
    <RemoteSelect
      kind="pet"
      size="md"
      label={label}
      value={value && selected?.id === value ? selected : null}
      onChange={(pet) => { setSelected(pet); onChange(pet); }}
      error={error}
      optionText={optionText}
      texts={{ placeholder: t('tasks.petSearchPlaceholder'), hint: t('tasks.petSearchHint'), noMatches: t('tasks.petNoResults'), clear: t('tasks.clearPet') }}
    />
  );
}
