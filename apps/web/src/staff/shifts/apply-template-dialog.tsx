import { Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/form-field';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { FormDialog } from '../../ui/form-dialog';
import { useShiftMutations, useShiftTemplates } from './api';

/** "Apply template": the template's weekly lines become draft shifts of the week shown. */
export function ApplyTemplateDialog({ open, weekStart, weekLabel, onClose }: { open: boolean; weekStart: string; weekLabel: string; onClose: () => void }) {
  const { t } = useTranslation();
  const templates = useShiftTemplates();
  const { apply } = useShiftMutations();
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setTemplateId('');
      setError(undefined);
    }
  }, [open]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!templateId) {
      setError('validation.required');
      return;
    }
    apply.mutate({ templateId: Number(templateId), weekStart }, {
      onSuccess: (created) => {
        toaster.create({ type: 'success', title: t('shifts.apply.done', { count: created.length }), closable: true });
        onClose();
      },
      onError: (err) => toastError(err),
    });
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={false} size="md" onSubmit={submit} title={t('shifts.apply.title')}
      footer={<Button type="submit" colorPalette="brand" loading={apply.isPending}>{t('shifts.apply.submit')}</Button>}>
      <Stack gap="4">
        <Text>{t('shifts.apply.week', { week: weekLabel })}</Text>
        <FormField label={t('shifts.apply.template')} error={error ? { message: error } : undefined} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              <option value="">{t('shifts.apply.choose')}</option>
              {templates.data?.map((tpl) => <option key={tpl.id} value={tpl.id}>{tpl.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {templates.data && !templates.data.length && <Text fontSize="sm" color="fg.muted">{t('shifts.apply.noTemplates')}</Text>}
        <Text fontSize="sm" color="fg.muted">{t('shifts.apply.help')}</Text>
      </Stack>
    </FormDialog>
  );
}
