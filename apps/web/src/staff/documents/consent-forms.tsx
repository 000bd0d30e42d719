import { Badge, Box, Button, Card, Checkbox, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_STATUSES, ZConsentSendInput, type TConsentChannel, type TConsentRequest, type TConsentStatus } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorMessage, toastError } from '../../ui/errors';
import { FormDialog } from '../../ui/form-dialog';
import { HttpError } from '../../ui/http';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat } from '../clinic/use-clinic';
import { downloadConsentPdf, useConsentMutations, useConsentRequests, useConsentTemplates, type ConsentScope } from './consent-api';

const PALETTE: Record<TConsentStatus, string> = { sent: 'blue', opened: 'orange', signed: 'green', cancelled: 'gray' };

export function ConsentStatusBadge({ status }: { status: TConsentStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[status]} variant="subtle">{t(`consent.status.${status}`)}</Badge>;
}

/**
 * The tablet handed across the desk: the signing page in a window of its own, with nothing of the staff app in it
 * (no session: the public page never reads the staff token). Closing that window is the way back to the staff
 * app, which stayed behind unchanged. The window is opened on the click (a pop-up blocker allows that) and
 * pointed at the page once the server has answered with the link.
 */
function kioskWindow() {
  const w = window.open('', '_blank');
  if (w) w.opener = null;
  return {
    go(url: string) {
      const kiosk = `${url}${url.includes('?') ? '&' : '?'}kiosk=1`;
      if (w && !w.closed) w.location.href = kiosk;
      else window.location.assign(kiosk);
    },
    close() { w?.close(); },
  };
}

/** "Send consent form" for one appointment (the calendar's drawer): the button and its dialog. */
export function SendConsentButton({ petId, appointmentId }: { petId: number; appointmentId: number }) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const [open, setOpen] = useState(false);
  if (!clinic?.permissions.includes('records.manage')) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>{t('consent.send')}</Button>
      <SendConsentDialog open={open} onClose={() => setOpen(false)} target={{ pet_id: petId, appointment_id: appointmentId }} />
    </>
  );
}

/**
 * The consent forms of a pet, a record or an appointment (or the whole clinic): their sent / opened / signed
 * states, filtered by state and paginated; send a new one, download a signed PDF, resend or cancel (confirmed).
 */
export function ConsentForms({ scope, title, headingLevel = 'h2', showSearch = false, sendFor }: {
  scope: ConsentScope;
  title?: string;
  headingLevel?: 'h1' | 'h2';
  showSearch?: boolean;
  /** What a new request is about; without it the list has no send button (the clinic-wide list). */
  sendFor?: { pet_id: number; appointment_id?: number | null; record_id?: number | null; appointments?: { id: number; label: string }[] };
}) {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const fmt = useClinicFormat();
  const canSend = clinic?.permissions.includes('records.manage') ?? false;
  const [status, setStatus] = useState<TConsentStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [status, search]);
  const list = useConsentRequests(scope, status, search, page);
  const { resend, cancel } = useConsentMutations();
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState<TConsentRequest | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const filterId = useId();

  const doResend = (r: TConsentRequest) => {
    const kiosk = r.channels.includes('kiosk') ? kioskWindow() : null;
    resend.mutate({ id: r.id, channels: r.channels }, {
      onSuccess: (data) => {
        if (data.kiosk_url) kiosk?.go(data.kiosk_url);
        toaster.create({ type: 'success', title: t(kiosk ? 'consent.kioskOpened' : 'consent.resent'), closable: true });
      },
      onError: (err) => {
        kiosk?.close();
        toastError(err);
      },
    });
  };
  const download = async (r: TConsentRequest) => {
    setDownloading(r.id);
    try {
      await downloadConsentPdf(r);
    } catch (err) {
      toastError(err, { title: err instanceof HttpError && err.code === 'file_integrity_failed' ? errorMessage(err) : t('consent.downloadFailed') });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card.Root size="sm" as="section" aria-labelledby={`${filterId}-title`}>
      <Card.Header pb="2">
        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Heading as={headingLevel} size={headingLevel === 'h1' ? '2xl' : 'md'} id={`${filterId}-title`}>{title ?? t('consent.title')}</Heading>
          {sendFor && canSend && <Button size="sm" colorPalette="brand" onClick={() => setSending(true)}>{t('consent.send')}</Button>}
        </Flex>
      </Card.Header>
      <Card.Body pt="1">
        <Stack gap="3">
          <Flex gap="3" wrap="wrap">
            <Field.Root maxW={{ base: 'full', sm: '56' }}>
              <Field.Label fontSize="sm">{t('consent.filterStatus')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as TConsentStatus | '')}>
                  <option value="">{t('consent.allStates')}</option>
                  {CONSENT_STATUSES.map((s) => <option key={s} value={s}>{t(`consent.status.${s}`)}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {showSearch && (
              <Field.Root maxW={{ base: 'full', sm: '72' }}>
                <Field.Label fontSize="sm">{t('consent.search')}</Field.Label>
                <Input size="sm" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
              </Field.Root>
            )}
          </Flex>
          {list.isPending ? <ListSkeleton rows={3} /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : list.data.data.length === 0 ? (
            <EmptyState title={t(status || search ? 'consent.emptyFiltered' : 'consent.empty')} />
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" aria-label={title ?? t('consent.title')}>
              {list.data.data.map((r) => (
                <Box as="li" key={r.id} py="3" borderBottomWidth="1px" data-testid="consent-row">
                  <Flex justify="space-between" gap="3" wrap="wrap" align="start">
                    <Stack gap="1" minW="0" flex="1">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="600">{r.title}</Text>
                        <ConsentStatusBadge status={r.status} />
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">{r.pet_name} · {r.client_name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('consent.sentAt', { date: fmt.dateTime(r.sent_at) })}
                        {r.opened_at && ` · ${t('consent.openedAt', { date: fmt.dateTime(r.opened_at) })}`}
                        {r.signed_at && ` · ${t('consent.signedAt', { date: fmt.dateTime(r.signed_at), name: r.signer_name ?? '' })}`}
                      </Text>
                    </Stack>
                    <HStack gap="2" wrap="wrap">
                      {r.status === 'signed' && (
                        <Button size="xs" variant="outline" loading={downloading === r.id} onClick={() => void download(r)} aria-label={t('consent.downloadNamed', { name: r.title })}>
                          {t('consent.download')}
                        </Button>
                      )}
                      {canSend && (r.status === 'sent' || r.status === 'opened') && (
                        <>
                          <Button size="xs" variant="ghost" loading={resend.isPending && resend.variables?.id === r.id} onClick={() => doResend(r)} aria-label={t('consent.resendNamed', { name: r.title })}>{t('consent.resend')}</Button>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setCancelling(r)} aria-label={t('consent.cancelNamed', { name: r.title })}>{t('consent.cancel')}</Button>
                        </>
                      )}
                    </HStack>
                  </Flex>
                </Box>
              ))}
            </Stack>
          )}
          {list.data && list.data.meta.last_page > 1 && <PaginationBar meta={list.data.meta} onPage={setPage} />}
        </Stack>
      </Card.Body>
      {sendFor && <SendConsentDialog open={sending} onClose={() => setSending(false)} target={sendFor} />}
      <ConfirmDialog
        size="sm"
        open={!!cancelling}
        title={t('consent.cancelTitle')}
        body={t('consent.cancelBody', { name: cancelling?.title ?? '' })}
        confirmLabel={t('consent.cancelConfirm')}
        danger
        loading={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('consent.cancelled'), closable: true });
            setCancelling(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </Card.Root>
  );
}

/** Send a consent form: the template (consent forms only), the appointment it is for, and mail / SMS / the tablet here. */
function SendConsentDialog({ open, onClose, target }: { open: boolean; onClose: () => void; target: NonNullable<Parameters<typeof ConsentForms>[0]['sendFor']> }) {
  const { t } = useTranslation();
  const templates = useConsentTemplates(open);
  const { send } = useConsentMutations();
  const [templateId, setTemplateId] = useState('');
  const [appointmentId, setAppointmentId] = useState(target.appointment_id ? String(target.appointment_id) : '');
  const [channels, setChannels] = useState<TConsentChannel[]>(['mail']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFormError(null);
    setChannels(['mail']);
    setAppointmentId(target.appointment_id ? String(target.appointment_id) : '');
  }, [open, target.appointment_id]);
  useEffect(() => {
    if (open && !templateId && templates.data?.[0]) setTemplateId(String(templates.data[0].id));
  }, [open, templateId, templates.data]);

  const toggle = (c: 'mail' | 'sms', on: boolean) => setChannels((cs) => (on ? [...cs.filter((x) => x !== 'kiosk' && x !== c), c] : cs.filter((x) => x !== c)));

  const submit = (kiosk: boolean) => {
    const parsed = ZConsentSendInput.safeParse({
      template_id: templateId || undefined, pet_id: target.pet_id, record_id: target.record_id ?? null,
      appointment_id: appointmentId ? Number(appointmentId) : null, channels: kiosk ? ['kiosk'] : channels,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= t(i.message, { attribute: t(`consent.fields.${String(i.path[0])}`) });
      setErrors(next);
      return;
    }
    setErrors({});
    const win = kiosk ? kioskWindow() : null;
    send.mutate(parsed.data, {
      onSuccess: (data) => {
        if (data.kiosk_url) win?.go(data.kiosk_url);
        toaster.create({ type: 'success', title: t(kiosk ? 'consent.kioskOpened' : 'consent.sent'), closable: true });
        onClose();
      },
      onError: (err) => {
        win?.close();
        if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
          setErrors(Object.fromEntries(Object.entries(err.body.errors).map(([k, v]) => [k, v[0]])));
        } else setFormError(errorMessage(err));
      },
    });
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={false} title={t('consent.sendTitle')} size="md"
      onSubmit={(e) => { e.preventDefault(); submit(false); }}
      footer={(
        <>
          <Button variant="outline" onClick={() => submit(true)} loading={send.isPending && send.variables?.channels[0] === 'kiosk'}>{t('consent.kiosk')}</Button>
          <Button type="submit" colorPalette="brand" loading={send.isPending && send.variables?.channels[0] !== 'kiosk'} disabled={channels.length === 0}>{t('consent.sendSubmit')}</Button>
        </>
      )}>
      <Stack gap="4">
        {formError && <Text color="fg.error" role="alert">{formError}</Text>}
        {templates.isPending ? <ListSkeleton rows={2} /> : templates.isError ? <ErrorState error={templates.error} onRetry={() => void templates.refetch()} /> : templates.data.length === 0 ? (
          <Text color="fg.muted">{t('consent.noTemplates')}</Text>
        ) : (
          <Field.Root invalid={!!errors.template_id} required>
            <Field.Label>{t('consent.fields.template_id')}<Field.RequiredIndicator /></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={templateId} onChange={(e) => setTemplateId(e.target.value)} data-testid="consent-template">
                {templates.data.map((tpl) => <option key={tpl.id} value={tpl.id}>{tpl.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.template_id && <Field.ErrorText>{errors.template_id}</Field.ErrorText>}
          </Field.Root>
        )}
        {target.appointments && target.appointments.length > 0 && (
          <Field.Root invalid={!!errors.appointment_id}>
            <Field.Label>{t('consent.fields.appointment_id')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={appointmentId} onChange={(e) => setAppointmentId(e.target.value)}>
                <option value="">{t('consent.noAppointment')}</option>
                {target.appointments.map((a) => <option key={a.id} value={a.id}>{a.label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.appointment_id && <Field.ErrorText>{errors.appointment_id}</Field.ErrorText>}
          </Field.Root>
        )}
        <Box as="fieldset" aria-describedby={errors.channels ? `${ids}-channels` : undefined}>
          <Text as="legend" fontWeight="medium" mb="2">{t('consent.fields.channels')}</Text>
          <HStack gap="5" wrap="wrap">
            {(['mail', 'sms'] as const).map((c) => (
              <Checkbox.Root key={c} colorPalette="brand" checked={channels.includes(c)} onCheckedChange={(e) => toggle(c, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`consent.channels.${c}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          {errors.channels && <Text id={`${ids}-channels`} color="fg.error" fontSize="sm" mt="1">{errors.channels}</Text>}
          <Text fontSize="sm" color="fg.muted" mt="2">{t('consent.kioskHelp')}</Text>
        </Box>
      </Stack>
    </FormDialog>
  );
}
