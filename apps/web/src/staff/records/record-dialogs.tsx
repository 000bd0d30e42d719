import { Button, Checkbox, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { useTaskTemplates } from '../tasks/api';

/** Closing says what it means and lets the vet create follow-up tasks from task templates. */
export function CloseRecordDialog({ open, loading, onCancel, onConfirm }: { open: boolean; loading: boolean; onCancel: () => void; onConfirm: (taskTemplateIds: number[]) => void }) {
  const { t } = useTranslation();
  const templates = useTaskTemplates(1, '', 50);
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);
  return (
    <ConfirmDialog open={open} danger={false} title={t('records.close.title')} body={t('records.close.body')} confirmLabel={t('records.close.confirm')}
      loading={loading} onCancel={onCancel} onConfirm={() => onConfirm(chosen)} contentProps={{ mx: '3' }}>
      <Stack gap="2" mt="4">
        <Text fontWeight="600" fontSize="sm">{t('records.close.tasks')}</Text>
        {templates.isPending && <ListSkeleton rows={2} />}
        {templates.isError && <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />}
        {templates.data && (templates.data.data.length === 0
          ? <Text fontSize="sm" color="fg.muted">{t('records.close.noTaskTemplates')}</Text>
          : templates.data.data.map((tpl) => (
            <Checkbox.Root key={tpl.id} size="sm" checked={chosen.includes(tpl.id)}
              onCheckedChange={(e) => setChosen((c) => (e.checked ? [...c, tpl.id] : c.filter((x) => x !== tpl.id)))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{tpl.name}</Checkbox.Label>
            </Checkbox.Root>
          )))}
      </Stack>
    </ConfirmDialog>
  );
}

/** Reopening a closed record needs a reason (kept in the history and the audit log). */
export function ReopenRecordDialog({ open, loading, error, onCancel, onConfirm }: { open: boolean; loading: boolean; error?: string | null; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setMissing(false);
    }
  }, [open]);
  return (
    <FormDialog open={open} onClose={onCancel} dirty={reason.trim() !== ''} title={t('records.reopen.title')} size={{ base: 'full', md: 'md' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) setMissing(true);
        else onConfirm(reason.trim());
      }}
      footer={<Button type="submit" colorPalette="brand" loading={loading}>{t('records.reopen.confirm')}</Button>}>
      <Stack gap="3">
        <Text fontSize="sm">{t('records.reopen.body')}</Text>
        <Field.Root invalid={missing || !!error} required>
          <Field.Label>{t('records.reopen.reason')}<Field.RequiredIndicator /></Field.Label>
          <Textarea value={reason} onChange={(e) => { setReason(e.target.value); setMissing(false); }} rows={3} maxLength={1000} />
          {(missing || error) && <Field.ErrorText>{error ?? t('records.reopen.reasonRequired')}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

/** Send the client summary to the client's communications log, by e-mail or only logged. */
export function SendSummaryDialog({ open, loading, hasEmail, onCancel, onConfirm }: { open: boolean; loading: boolean; hasEmail: boolean; onCancel: () => void; onConfirm: (type: 'email' | 'other') => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<'email' | 'other'>('email');
  return (
    <ConfirmDialog open={open} danger={false} title={t('records.send.title')} body={t('records.send.body')} confirmLabel={t('records.send.confirm')}
      loading={loading} onCancel={onCancel} onConfirm={() => onConfirm(type)} contentProps={{ mx: '3' }}>
      <RadioGroup.Root mt="3" value={type} onValueChange={(e) => setType(e.value as 'email' | 'other')} aria-label={t('records.send.how')}>
        <Stack gap="2">
          {(['email', 'other'] as const).map((v) => (
            <RadioGroup.Item key={v} value={v} disabled={v === 'email' && !hasEmail}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`records.send.type.${v}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {!hasEmail && <Text fontSize="xs" color="fg.muted" mt="2">{t('records.send.noEmail')}</Text>}
    </ConfirmDialog>
  );
}
