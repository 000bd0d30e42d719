import { Alert, Badge, Box, Button, CloseButton, Dialog, Field, HStack, NativeSelect, Portal, RadioGroup, Skeleton, Stack, Text, Textarea, chakra, useBreakpointValue } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGE_NAMES, NOTIFICATION_VIA, ZNotificationInput, type Language, type TNotificationPreview, type TNotificationResult, type TPayable } from '@vetclinic/domain';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors, errorMessage, toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useClinicFormat } from '../clinic/use-clinic';

type FormIn = z.input<typeof ZNotificationInput>;
type FormOut = z.output<typeof ZNotificationInput>;

export interface SendNotificationDialogProps {
  clientId: number;
  clientName: string;
  open: boolean;
  onClose: () => void;
  /** A payment link to this issued sale (invoice): the type is fixed and no deposit is chosen. */
  sale?: { id: number; label: string };
}

/**
 * Sends a client a payment link (type 1) or the app download instructions (type 2) by e-mail,
 * SMS or both, showing first exactly what will go out (rendered by the server in the client's language).
 */
export function SendNotificationDialog({ clientId, clientName, open, onClose, sale }: SendNotificationDialogProps) {
  const { t } = useTranslation();
  // Full screen on phones; a responsive `size` object would keep the phone's min-height on desktop.
  const dialogSize = useBreakpointValue({ base: 'full', md: 'xl' } as const) ?? 'xl';
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const [askDiscard, setAskDiscard] = useState(false);
  const saleId = sale?.id;
  const defaults: FormIn = saleId
    ? { client_id: clientId, type: 1, via: 'both', sale_id: saleId, message: '' }
    : { client_id: clientId, type: 2, via: 'both', deposit_id: '', message: '' };
  const { register, handleSubmit, formState, control, reset, setError } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZNotificationInput), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(saleId ? { client_id: clientId, type: 1, via: 'both', sale_id: saleId, message: '' } : { client_id: clientId, type: 2, via: 'both', deposit_id: '', message: '' });
  }, [open, clientId, saleId, reset]);
  useUnsavedGuard(open && formState.isDirty);
  const values = useWatch({ control });
  const type = Number(values.type ?? 2);

  // The preview follows the form once it stops changing; it renders nothing until the input is valid.
  const settled = useDebouncedValue(JSON.stringify(values), 400);
  const parsed = ZNotificationInput.safeParse(JSON.parse(settled));
  const preview = useQuery({
    queryKey: ['clinic', clinic?.id, 'notification-preview', parsed.success ? parsed.data : null],
    queryFn: () => http.post<{ data: TNotificationPreview }>('/notification/preview', parsed.data).then((r) => r.data),
    enabled: open && parsed.success && !!clinic,
    staleTime: 60_000,
  });
  const noClientLink = preview.error instanceof HttpError && preview.error.code === 'no_client_link';
  // A payment link points at one of the client's unpaid deposits here, never at a pasted URL (issue 22).
  const payables = useQuery({
    queryKey: ['clinic', clinic?.id, 'notification-payables', clientId],
    queryFn: () => http.get<{ data: TPayable[] }>('/notification/payables', { client_id: clientId }).then((r) => r.data),
    enabled: open && type === 1 && !saleId && !!clinic,
  });

  const send = useMutation({
    mutationFn: (body: FormOut) => http.post<{ data: TNotificationResult }>('/notification', body).then((r) => r.data),
    onSuccess: (result) => {
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'clinic' && q.queryKey.includes('communications') });
      if (result.queued.length) {
        toaster.create({
          type: result.skipped.length ? 'warning' : 'success',
          title: t('notifications.sent', { channels: result.queued.map((q) => t(`notifications.channel.${q.channel}`)).join(', ') }),
          description: result.skipped.length ? result.skipped.map((s) => t(`notifications.skipped.${s.reason}`)).join(' ') : undefined,
          closable: true,
        });
        onClose();
      } else {
        toaster.create({ type: 'error', title: t('notifications.nothingSent'), description: result.skipped.map((s) => t(`notifications.skipped.${s.reason}`)).join(' '), closable: true });
      }
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError)) toastError(err);
    },
  });

  const requestClose = () => (formState.isDirty ? setAskDiscard(true) : onClose());
  const nothingToSend = !!preview.data && preview.data.messages.length === 0;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && requestClose()} size={dialogSize} scrollBehavior="inside" closeOnInteractOutside={false}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <chakra.form noValidate display="contents" onSubmit={handleSubmit((v) => send.mutate(v))}>
                <Dialog.Header>
                  <Dialog.Title>{sale ? t('notifications.saleTitle', { name: clientName }) : t('notifications.title', { name: clientName })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    {sale && <Text fontWeight="medium" data-testid="payment-link-sale">{sale.label}</Text>}
                    {!sale && <Controller control={control} name="type" render={({ field }) => (
                      <RadioGroup.Root value={String(field.value)} onValueChange={(e) => field.onChange(Number(e.value))} colorPalette="brand" size="sm">
                        <RadioGroup.Label>{t('notifications.type')}</RadioGroup.Label>
                        <HStack gap="5" mt="1.5" wrap="wrap">
                          {[2, 1].map((v) => (
                            <RadioGroup.Item key={v} value={String(v)}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>{t(`notifications.types.${v}`)}</RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </HStack>
                      </RadioGroup.Root>
                    )} />}
                    <Controller control={control} name="via" render={({ field }) => (
                      <RadioGroup.Root value={field.value ?? 'both'} onValueChange={(e) => field.onChange(e.value)} colorPalette="brand" size="sm">
                        <RadioGroup.Label>{t('notifications.via')}</RadioGroup.Label>
                        <HStack gap="5" mt="1.5" wrap="wrap">
                          {(['mail', 'sms', 'both'] as const).filter((v) => NOTIFICATION_VIA.includes(v)).map((v) => (
                            <RadioGroup.Item key={v} value={v}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>{t(`notifications.viaOptions.${v}`)}</RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </HStack>
                      </RadioGroup.Root>
                    )} />
                    {type === 1 && !sale && (
                      <DepositChoice payables={payables.data} loading={payables.isLoading} error={formState.errors.deposit_id} field={register('deposit_id')} />
                    )}
                    <FormField label={t('notifications.message')} error={formState.errors.message} helper={t('notifications.messageHelp')}>
                      <Textarea rows={2} maxLength={1000} {...register('message')} />
                    </FormField>
                    <Preview preview={preview.data} loading={preview.isFetching && !preview.data} error={preview.error} noClientLink={noClientLink} waiting={!parsed.success} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={requestClose}>{t('notifications.cancel')}</Button>
                  <Button type="submit" colorPalette="brand" loading={send.isPending} disabled={noClientLink || nothingToSend}>{t('notifications.send')}</Button>
                </Dialog.Footer>
              </chakra.form>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t('notifications.close')} /></Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        size="sm"
        open={askDiscard}
        title={t('notifications.discardTitle')}
        confirmLabel={t('notifications.discard')}
        cancelLabel={t('notifications.keepEditing')}
        onCancel={() => setAskDiscard(false)}
        onConfirm={() => { setAskDiscard(false); onClose(); }}
      />
    </>
  );
}

function Preview({ preview, loading, error, noClientLink, waiting }: { preview?: TNotificationPreview; loading: boolean; error: unknown; noClientLink: boolean; waiting: boolean }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('notifications.preview')}</Field.Label>
      <Box w="full" aria-live="polite">
        {noClientLink ? (
          <Alert.Root status="error"><Alert.Indicator /><Alert.Content><Alert.Title>{t('notifications.noClientLink')}</Alert.Title><Alert.Description>{t('notifications.noClientLinkHelp')}</Alert.Description></Alert.Content></Alert.Root>
        ) : error ? (
          <Text color="fg.error" fontSize="sm">{errorMessage(error)}</Text>
        ) : waiting && !preview ? (
          <Text color="fg.muted" fontSize="sm">{t('notifications.previewWaiting')}</Text>
        ) : loading || !preview ? (
          <Skeleton height="24" />
        ) : (
          <Stack gap="3">
            {preview.skipped.map((s) => (
              <Alert.Root key={s.channel} status="warning" size="sm"><Alert.Indicator /><Alert.Title>{t(`notifications.skipped.${s.reason}`)}</Alert.Title></Alert.Root>
            ))}
            {preview.messages.map((m) => (
              <Box key={m.channel} borderWidth="1px" borderRadius="md" overflow="hidden">
                <HStack px="3" py="2" bg="gray.50" gap="2" wrap="wrap" fontSize="sm">
                  <Badge colorPalette={m.channel === 'mail' ? 'blue' : 'purple'}>{t(`notifications.channel.${m.channel}`)}</Badge>
                  <Text>{t('notifications.to')}: <strong>{m.to}</strong></Text>
                  <Text color="fg.muted" ms="auto">{t('notifications.language', { language: LANGUAGE_NAMES[preview.language as Language] ?? preview.language })}</Text>
                </HStack>
                {m.subject && <Text px="3" pt="2" fontSize="sm" fontWeight="600">{m.subject}</Text>}
                {/* A long message scrolls in its box: focusable, so it can be read with the keyboard too. */}
                <Text as="pre" px="3" py="2" fontSize="xs" whiteSpace="pre-wrap" fontFamily="inherit" maxH="48" overflowY="auto" tabIndex={0} role="region"
                  aria-label={t(`notifications.channel.${m.channel}`)}>{m.text}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Field.Root>
  );
}

/** The client's unpaid deposits at this clinic; the message links to the chosen one's payment page. */
function DepositChoice({ payables, loading, error, field }: {
  payables?: TPayable[]; loading: boolean; error?: { message?: string }; field: ReturnType<ReturnType<typeof useForm<FormIn, unknown, FormOut>>['register']>;
}) {
  const { t, i18n } = useTranslation();
  const fmt = useClinicFormat();
  if (loading) return <Skeleton h="10" />;
  if (!payables?.length) {
    return <Alert.Root status="info"><Alert.Indicator /><Alert.Content><Alert.Description>{t('notifications.noDeposits')}</Alert.Description></Alert.Content></Alert.Root>;
  }
  const amount = (p: TPayable) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: p.currency }).format(p.amount_minor / 100);
  return (
    <FormField label={t('notifications.deposit')} error={error} required helper={t('notifications.depositHelp')}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="">{t('notifications.chooseDeposit')}</option>
          {payables.map((p) => (
            <option key={p.deposit_id} value={p.deposit_id}>{t('notifications.depositOption', { amount: amount(p), date: fmt.dateTime(p.appointment.datetime_start_utc) })}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
