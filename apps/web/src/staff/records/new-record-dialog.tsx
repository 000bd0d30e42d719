import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../ui/form-dialog';
import { errorMessage } from '../../ui/errors';
import { useRecordMutations, useRecordTemplates } from './api';
import { RemoteSelect, type RemoteOption } from './remote-select';

/**
 * Starts a record: for a pet (chosen here, or given by the pet's profile) or for an appointment (pet and
 * vet come from it), with a template (the clinic's default preselected); opens the editor when created.
 */
/**
 * `onCreated` replaces the default (close, then open the record) where closing itself navigates: the
 * /records/new page closes by going back, which would land after — and undo — the record's navigation.
 */
export function NewRecordDialog({ open, onClose, onCreated, pet, appointmentId }: {
  open: boolean; onClose: () => void; onCreated?: (recordId: number) => void; pet?: RemoteOption | null; appointmentId?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useRecordTemplates();
  const { create } = useRecordMutations();
  const [chosenPet, setChosenPet] = useState<RemoteOption | null>(pet ?? null);
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = templates.data?.data;
  useEffect(() => {
    if (!templateId && list?.length) setTemplateId(String((list.find((x) => x.is_default) ?? list[0]).id));
  }, [list, templateId]);
  useEffect(() => {
    if (open) {
      setChosenPet(pet ?? null);
      setError(null);
    }
  }, [open, pet]);

  const submit = () => {
    if (!chosenPet && !appointmentId) {
      setError(t('records.new.petRequired'));
      return;
    }
    create.mutate({ pet_id: chosenPet?.id, appointment_id: appointmentId, template_id: templateId ? Number(templateId) : undefined }, {
      onSuccess: (rec) => {
        if (onCreated) return onCreated(rec.id);
        onClose();
        navigate(`/records/${rec.id}`);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={false} title={t('records.new.title')} size={{ base: 'full', md: 'md' }}
      onSubmit={(e) => { e.preventDefault(); submit(); }}
      footer={<Button type="submit" colorPalette="brand" loading={create.isPending}>{t('records.new.start')}</Button>}>
      <Stack gap="4">
        {!pet && !appointmentId && <RemoteSelect kind="pet" size="md" label={t('records.fields.pet')} value={chosenPet} onChange={setChosenPet} />}
        <Field.Root>
          <Field.Label>{t('records.fields.template')}</Field.Label>
          <NativeSelect.Root disabled={templates.isPending}>
            <NativeSelect.Field value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              {templates.isPending && <option value="">{t('labels.loading')}</option>}
              {list?.length === 0 && <option value="">{t('records.templates.default')}</option>}
              {(list ?? []).map((tpl) => <option key={tpl.id} value={tpl.id}>{tpl.name}{tpl.is_default ? ` (${t('records.templates.default')})` : ''}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {templates.isError && <Field.HelperText color="fg.error">{errorMessage(templates.error)}</Field.HelperText>}
        </Field.Root>
        {error && <Field.Root invalid><Field.ErrorText role="alert">{error}</Field.ErrorText></Field.Root>}
      </Stack>
    </FormDialog>
  );
}
