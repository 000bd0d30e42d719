import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMajorMoney } from '../services/parts';
import { useDiscounts } from './discounts-api';

/**
 * The clinic's enabled catalogue discounts for the checkout ('' = a discount typed by hand). Disabled ones are not
 * offered (the API refuses them too); with no enabled discount the select is not shown.
 */
export function CatalogueDiscountSelect({ value, onChange, label }: { value: string; onChange: (id: string) => void; label: string }) {
  const { t } = useTranslation();
  const list = useDiscounts('', '1', 1, 100);
  const money = useMajorMoney();
  const options = list.data?.data ?? [];
  if (!options.length && !value) return null;
  return (
    <NativeSelect.Root maxW={{ base: 'full', sm: '18rem' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('sales.checkout.typedDiscount')}</option>
        {options.map((d) => <option key={d.id} value={String(d.id)}>{`${d.name} (${d.type === 'percent' ? `${d.value} %` : money(d.value)})`}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
