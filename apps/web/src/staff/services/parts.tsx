import { Box, Checkbox, Fieldset, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { majorToHundredths } from '@vetclinic/domain';
import { useMoney } from '../clinic/use-clinic';
import type { TStaffMember } from '@vetclinic/domain';

export function ColorSwatch({ color, size = '4' }: { color: string; size?: string }) {
  return <Box as="span" display="inline-block" flexShrink={0} width={size} height={size} borderRadius="full" bg={color} borderWidth="1px" borderColor="blackAlpha.300" aria-hidden />;
}

/** Money in the clinic's currency and position for APIs whose wire carries major units (services, deposits, discounts). */
export function useMajorMoney() {
  const { money } = useMoney();
  return (major: number) => money(majorToHundredths(major));
}

/** A colour picker and its #rrggbb text side by side (either can be used). */
export function ColorInput({ value, onChange, onBlur, invalid, label }: { value: string; onChange: (v: string) => void; onBlur: () => void; invalid: boolean; label: string }) {
  const { t } = useTranslation();
  const safe = /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000';
  return (
    <HStack gap="2">
      <Input type="color" aria-label={t('services.pickColour', { label })} value={safe} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} width="12" p="1" flexShrink={0} />
      <Input value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} maxLength={7} placeholder="#3366ff" aria-invalid={invalid} fontFamily="mono" />
    </HStack>
  );
}

/**
 * Which vets perform it: one checkbox per active vet of the clinic, in a fieldset of its own. Inside a
 * Field every checkbox would take the field's one control id, so each label pointed at the first vet.
 */
export function VetCheckboxes({ vets, value, onChange, legend, error }: { vets: TStaffMember[]; value: number[]; onChange: (ids: number[]) => void; legend: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="500" color="fg">{legend}</Fieldset.Legend>
      {vets.length ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {vets.map((v) => (
            <Checkbox.Root key={v.id} colorPalette="brand" checked={value.includes(v.id)} onCheckedChange={(e) => onChange(e.checked ? [...new Set([...value, v.id])] : value.filter((id) => id !== v.id))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{v.full_name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      ) : <Text fontSize="sm" color="fg.muted">{t('services.noVets')}</Text>}
      {error && <Fieldset.ErrorText>{t(error, { attribute: legend })}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** Names of the vets by id, "—" when none. */
export function vetNames(vets: TStaffMember[] | undefined, ids: number[]) {
  const names = ids.map((id) => vets?.find((v) => v.id === id)?.full_name).filter(Boolean);
  return names.length ? names.join(', ') : '—';
}
