import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCategoryInput, type TAdminCategory, type TCategoryInput, type TCategoryValues } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { applyServerErrors, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { FormDialog } from '../../ui/form-dialog';
import { useCatalogueMutations, type CategoryKind } from './api';

/** "New category" / "Rename category" for services or visit types. */
export function CategoryDialog({ open, kind, category, onClose }: { open: boolean; kind: CategoryKind; category: TAdminCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { saveCategory } = useCatalogueMutations();
  const { register, handleSubmit, formState, reset, setError } = useForm<TCategoryInput, unknown, TCategoryValues>({ resolver: zodResolver(ZCategoryInput), defaultValues: { name: '' } });
  useEffect(() => {
    if (open) reset({ name: category?.name ?? '', order: category?.order });
  }, [open, category, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      await saveCategory.mutateAsync({ kind, id: category?.id, body });
      toaster.create({ type: 'success', title: t('services.categorySaved'), closable: true });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError)) toastError(err);
    }
  });

  return (
    <FormDialog open={open} onClose={onClose} dirty={formState.isDirty} size="sm" onSubmit={submit}
      title={t(category ? 'services.renameCategory' : 'services.newCategory')}
      footer={<Button type="submit" colorPalette="brand" loading={saveCategory.isPending}>{t('services.save')}</Button>}>
      <Stack gap="4">
        <FormField label={t('services.fields.name')} error={formState.errors.name} required>
          <Input {...register('name')} autoComplete="off" data-autofocus />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
