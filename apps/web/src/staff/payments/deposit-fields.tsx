import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/form-field';
import type { TAppointmentDepositFormIn } from './deposit-form';

/** "Require deposit" on a pending appointment: the client gets a payment link; paying confirms. */
export function DepositRequestFields({ control, register, error }: { control: Control<TAppointmentDepositFormIn>; register: UseFormRegister<TAppointmentDepositFormIn>; error?: { message?: string } }) {
  const { t } = useTranslation();
  const on = useWatch({ control, name: 'require_deposit' });
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="md" p="3">
      <Controller control={control} name="require_deposit" render={({ field }) => (
        <Checkbox.Root size="sm" colorPalette="brand" checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('staff.payments.require')}</Checkbox.Label>
        </Checkbox.Root>
      )} />
      <Text fontSize="xs" color="fg.muted" mt="-2" ps="6">{t('staff.payments.requireHelp')}</Text>
      {on && (
        <FormField label={t('staff.payments.amount')} error={error} helper={t('staff.payments.amountHelper')}>
          <Input size="sm" type="text" inputMode="decimal" maxW="40" {...register('deposit_amount')} />
        </FormField>
      )}
    </Stack>
  );
}
