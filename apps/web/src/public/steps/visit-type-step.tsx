import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicClinic, TPublicVisitType } from '@vetclinic/domain';
import { EmptyState } from '../../ui/states';
import { ChoiceCard, RadioGroupBox, tabStopIndex } from '../choice';
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
    return <EmptyState title={t('public.service.none')}>{clinic.phone && <Text>{t('public.common.callUs', { phone: clinic.phone })}</Text>}</EmptyState>;
  }
  const flat = groups.flatMap((g) => g.types);
  const stop = tabStopIndex(flat.map((v) => ({ checked: v.id === selected })));
  return (
    <RadioGroupBox label={t('public.steps.what')}>
      <Stack gap="4">
        {groups.map((g) => (
          <Box key={g.id ?? 'other'}>
            {groups.length > 1 && (
              <Heading as="h3" size="sm" color="fg.muted" mb="2">
                {g.name}
              </Heading>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {g.types.map((v) => (
                <ChoiceCard key={v.id} kind="radio" checked={v.id === selected} tabStop={flat[stop]?.id === v.id} onSelect={() => onChange(v.id)}>
                  <Flex gap="3">
                    <Box w="1" rounded="full" bg={v.color} flexShrink={0} aria-hidden="true" />
                    <Box flex="1" minW="0">
                      <Text fontWeight="semibold">{v.name}</Text>
                      <Flex gap="2" mt="1" wrap="wrap" align="center">
                        <Text fontSize="sm" color="fg.muted">{t('public.common.minutes', { count: v.duration })}</Text>
                        {v.deposit_for_online_booking > 0 && <DepositBadge amount={v.deposit_for_online_booking} clinic={clinic} />}
                      </Flex>
                      {v.description && <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>{v.description}</Text>}
                    </Box>
                    <CheckMark checked={v.id === selected} round />
                  </Flex>
                </ChoiceCard>
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </RadioGroupBox>
  );
}
