import { Badge, Box, Button, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicClinic, TPublicService } from '@vetclinic/domain';
import { EmptyState } from '../../ui/states';
import { ChoiceCard } from '../choice';
import { formatPrice } from '../lib/money';
import { bookableServices, servicePrice, usedCategories } from '../lib/services';

type Clinic = Pick<TPublicClinic, 'currency' | 'currency_first' | 'services' | 'services_categories' | 'phone'>;

/** Category filter: a row of toggle buttons that scrolls sideways on a phone. */
export function CategoryFilter({ categories, value, onChange }: { categories: { id: number; name: string }[]; value: number | 'all'; onChange: (v: number | 'all') => void }) {
  const { t } = useTranslation();
  if (categories.length < 2) return null;
  const items: { id: number | 'all'; name: string }[] = [{ id: 'all', name: t('public.service.allCategories') }, ...categories];
  return (
    <HStack role="group" aria-label={t('public.service.categories')} gap="2" overflowX="auto" pb="2" mb="3" mx="-1" px="1" css={{ scrollbarWidth: 'thin' }}>
      {items.map((c) => (
        <Button
          key={c.id}
          size="sm"
          rounded="full"
          flexShrink={0}
          variant={value === c.id ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={value === c.id}
          onClick={() => onChange(c.id)}
        >
          {c.name}
        </Button>
      ))}
    </HStack>
  );
}

export function DepositBadge({ amount, clinic }: { amount: number; clinic: Pick<TPublicClinic, 'currency' | 'currency_first'> }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm">
      {t('public.service.depositBadge', { amount: formatPrice(amount, clinic) })}
    </Badge>
  );
}

function ServiceCard({ service, clinic, checked, onToggle }: { service: TPublicService; clinic: Clinic; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const price = formatPrice(servicePrice(service), clinic);
  const minutes = t('public.common.minutes', { count: service.duration });
  return (
    <ChoiceCard kind="toggle" checked={checked} onSelect={onToggle}>
      <Flex gap="3" align="stretch">
        <Box w="1" rounded="full" bg={service.color} flexShrink={0} aria-hidden="true" />
        <Box flex="1" minW="0">
          <Flex justify="space-between" gap="2" align="baseline">
            <Text fontWeight="semibold">{service.name}</Text>
            <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {price}
            </Text>
          </Flex>
          <HStack gap="2" mt="1" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">{minutes}</Text>
            {service.deposit_for_online_booking > 0 && <DepositBadge amount={service.deposit_for_online_booking} clinic={clinic} />}
          </HStack>
          {service.description && (
            <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>
              {service.description}
            </Text>
          )}
        </Box>
        <CheckMark checked={checked} />
      </Flex>
    </ChoiceCard>
  );
}

/** A tick box: square for several choices, round for one. */
export function CheckMark({ checked, round = false }: { checked: boolean; round?: boolean }) {
  return (
    <Box
      boxSize="5"
      mt="0.5"
      rounded={round ? 'full' : 'md'}
      borderWidth="2px"
      borderColor={checked ? 'brand.solid' : 'border.emphasized'}
      bg={checked ? 'brand.solid' : 'transparent'}
      color="brand.contrast"
      flexShrink={0}
      aria-hidden="true"
    >
      {checked && (
        <svg viewBox="0 0 20 20" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M5 10.5l3 3 7-7" />
        </svg>
      )}
    </Box>
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
    return <EmptyState title={t('public.service.none')}>{clinic.phone && <Text>{t('public.common.callUs', { phone: clinic.phone })}</Text>}</EmptyState>;
  }
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <>
      <Text color="fg.muted" fontSize="sm" mb="3">{t('public.service.hint')}</Text>
      <CategoryFilter categories={categories} value={category} onChange={setCategory} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {shown.map((s) => (
          <ServiceCard key={s.id} service={s} clinic={clinic} checked={selected.includes(s.id)} onToggle={() => toggle(s.id)} />
        ))}
      </SimpleGrid>
    </>
  );
}
