import { Box, Button, Checkbox, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TEstimate } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useMoney, usePreferences } from '../clinic/use-clinic';
import { PetSearchSelect, type PetOption } from '../tasks/pet-search-select';
import {
  useBuildFromTemplate, useCanEditEstimates, useDeleteEstimate, useEstimate, useEstimateAction, useMoveToSale, useSaveEstimate, useTemplates, type EstimateAction,
} from './api';
import { useCanSell } from '../sales/api';
import { LinesEditor, draftOf, inputOf, type LineDraft } from './lines-editor';
import { EstimateStatusBadge } from './status';

/** Server field errors ({ "lines.0.qty_high": [key] }) as one message per field. */
export function fieldErrors(e: unknown): Record<string, string> | null {
  if (!(e instanceof HttpError) || e.status !== 422 || !e.body?.errors) return null;
  return Object.fromEntries(Object.entries(e.body.errors as Record<string, string[]>).map(([k, v]) => [k, v[0]]));
}

export function EstimatePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const estimateId = id && id !== 'new' ? Number(id) : null;
  const estimate = useEstimate(estimateId);
  const canEdit = useCanEditEstimates();
  if (estimateId == null) return canEdit ? <EstimateEditor estimate={null} /> : <ErrorState error={new Error('forbidden')} />;
  if (estimate.isPending) return <ListSkeleton rows={6} />;
  if (estimate.isError) return <ErrorState error={estimate.error} onRetry={() => void estimate.refetch()} />;
  const editable = canEdit && estimate.data.status === 0 && estimate.data.lines.every((l) => l.status === 0);
  if (editable && params.get('edit') === '1') return <EstimateEditor key={estimate.data.updated_at} estimate={estimate.data} />;
  return <EstimateView estimate={estimate.data} editable={editable} />;
}

function BackLink() {
  const { t } = useTranslation();
  return <RouterLink to="/estimates"><Text as="span" fontSize="sm" color="teal.700">← {t('estimates.list.title')}</Text></RouterLink>;
}

function EstimateView({ estimate: e, editable }: { estimate: TEstimate; editable: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { range, money } = useMoney();
  const canEdit = useCanEditEstimates();
  const action = useEstimateAction();
  const del = useDeleteEstimate();
  const canSell = useCanSell();
  const move = useMoveToSale();
  const [confirm, setConfirm] = useState<'send' | 'delete' | null>(null);
  const [email, setEmail] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const pending = e.lines.some((l) => l.status === 0);
  const approved = e.lines.some((l) => l.status === 2);
  const toSale = (approveAll: boolean) => move.mutate({ id: e.id, approveAll }, {
    onSuccess: (sale) => { toaster.create({ type: 'success', title: t('estimates.view.movedToSale'), closable: true }); navigate(`/sales/${sale.id}`); },
    onError: (err) => toastError(err),
  });
  const run = (what: EstimateAction, lineIds?: number[]) => action.mutate({ id: e.id, action: what, lineIds, email: what === 'send' && email.trim() ? email.trim() : undefined }, {
    onSuccess: (saved) => {
      setConfirm(null);
      toaster.create({ type: 'success', title: t(`estimates.view.done.${what}`), closable: true });
      if (what === 'duplicate') navigate(`/estimates/${saved.id}`);
    },
    onError: (err) => {
      const fields = fieldErrors(err);
      if (what === 'send' && fields) { setSendError(t(Object.values(fields)[0], { defaultValue: Object.values(fields)[0] })); return; }
      setConfirm(null);
      toastError(err);
    },
  });
  return (
    <Stack gap="4">
      <BackLink />
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Box>
          <HStack gap="3" wrap="wrap"><Heading as="h1" size="2xl">{e.title}</Heading><EstimateStatusBadge status={e.status} /></HStack>
          <Text color="fg.muted">{[e.client_name, e.pet_name].filter(Boolean).join(' · ')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {e.valid_until ? t('estimates.view.validUntil', { date: e.valid_until }) : t('estimates.view.noValidity')}
            {e.sent_at ? ` · ${t('estimates.view.sentAt', { date: new Date(e.sent_at).toLocaleString() })}` : ''}
            {e.answered_by ? ` · ${t(`estimates.view.answeredBy.${e.answered_by}`)}` : ''}
          </Text>
          {e.notes && <Text mt="2" whiteSpace="pre-wrap">{e.notes}</Text>}
        </Box>
        {canEdit && (
          <Flex gap="2" wrap="wrap">
            {editable && <Button size="sm" variant="outline" onClick={() => navigate(`/estimates/${e.id}?edit=1`)}>{t('estimates.view.edit')}</Button>}
            {e.status === 0 && <Button size="sm" colorPalette="teal" onClick={() => { setSendError(null); setConfirm('send'); }}>{t('estimates.view.send')}</Button>}
            {pending && <Button size="sm" variant="outline" colorPalette="green" loading={action.isPending && action.variables?.action === 'approve'} onClick={() => run('approve')}>{t('estimates.view.approveAll')}</Button>}
            {pending && <Button size="sm" variant="outline" colorPalette="red" loading={action.isPending && action.variables?.action === 'decline'} onClick={() => run('decline')}>{t('estimates.view.declineAll')}</Button>}
            {canSell && e.sale_id === null && e.status !== 1 && (approved || pending) && (
              <Button size="sm" colorPalette="teal" loading={move.isPending} onClick={() => toSale(!approved)}>
                {t(approved ? 'estimates.view.moveToSale' : 'estimates.view.approveAllAndMove')}
              </Button>
            )}
            {e.sale_id !== null && <Button asChild size="sm" variant="outline"><RouterLink to={`/sales/${e.sale_id}`}>{t('estimates.view.openSale')}</RouterLink></Button>}
            <Button size="sm" variant="outline" onClick={() => run('duplicate')}>{t('estimates.view.duplicate')}</Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirm('delete')}>{t('estimates.view.delete')}</Button>
          </Flex>
        )}
      </Flex>
      <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('estimates.lines.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="md">{t('estimates.lines.unitPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="md">{t('estimates.lines.vat')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.total')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('estimates.lines.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {e.lines.map((l) => (
              <Table.Row key={l.id}>
                <Table.Cell>{l.name}{l.discount_percent ? <Text as="span" fontSize="xs" color="fg.muted"> · −{l.discount_percent} %</Text> : null}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{l.qty_low === l.qty_high ? l.qty_high : `${l.qty_low}–${l.qty_high}`}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md" whiteSpace="nowrap">{money(l.unit_price)}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md">{l.vat} %</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{range(l.total_low, l.total_high)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    <EstimateStatusBadge status={l.status} />
                    {canEdit && l.status === 0 && (
                      <>
                        <Button size="2xs" variant="ghost" colorPalette="green" aria-label={t('estimates.view.approveLine', { item: l.name })} onClick={() => run('approve', [l.id])}>✓</Button>
                        <Button size="2xs" variant="ghost" colorPalette="red" aria-label={t('estimates.view.declineLine', { item: l.name })} onClick={() => run('decline', [l.id])}>✕</Button>
                      </>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell colSpan={2} fontWeight="700">{t('estimates.lines.estimateTotal')}</Table.Cell>
              <Table.Cell hideBelow="md" /><Table.Cell hideBelow="md" />
              <Table.Cell textAlign="end" fontWeight="700" whiteSpace="nowrap" data-testid="estimate-total">{range(e.low_total, e.high_total)}</Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="xs" color="fg.muted">{t(e.prices_include_tax ? 'estimates.view.taxIncluded' : 'estimates.view.taxAdded')} {t('estimates.view.moveToSaleLater')}</Text>
      <ConfirmDialog
        open={confirm === 'send'}
        danger={false}
        title={t('estimates.view.sendTitle')}
        body={t('estimates.view.sendBody')}
        confirmLabel={t('estimates.view.send')}
        loading={action.isPending}
        onConfirm={() => run('send')}
        onCancel={() => setConfirm(null)}
      >
        <Field.Root invalid={!!sendError} mt="3">
          <Field.Label>{t('estimates.view.sendTo')}</Field.Label>
          <Input type="email" value={email} placeholder={t('estimates.view.sendToPlaceholder')} onChange={(ev) => setEmail(ev.target.value)} />
          <Field.ErrorText>{sendError}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('estimates.view.deleteTitle')}
        body={t('estimates.view.deleteBody')}
        confirmLabel={t('estimates.view.delete')}
        loading={del.isPending}
        onConfirm={() => del.mutate(e.id, { onSuccess: () => { setConfirm(null); navigate('/estimates'); }, onError: (err) => { setConfirm(null); toastError(err); } })}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}

/** A new estimate (for a patient, optionally from a template) or a pending one not yet answered. */
function EstimateEditor({ estimate }: { estimate: TEstimate | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveEstimate();
  const build = useBuildFromTemplate();
  const templates = useTemplates({ search: '', page: 1 });
  const presetPet = Number(params.get('pet_id')) || null;
  const recordId = estimate?.record_id ?? (Number(params.get('record_id')) || null);
  const [petId, setPetId] = useState<number | null>(estimate?.pet_id ?? presetPet);
  const pet = useQuery({
    queryKey: ['estimate-pet', presetPet],
    queryFn: () => http.get<{ data: PetOption }>(`/pets/${presetPet}`).then((r) => r.data),
    enabled: !estimate && presetPet != null,
  });
  const [title, setTitle] = useState(estimate?.title ?? '');
  const [notes, setNotes] = useState(estimate?.notes ?? '');
  const [validUntil, setValidUntil] = useState(estimate?.valid_until ?? '');
  // A new estimate reads prices the way the clinic enters them (preference "prices include tax").
  const clinicWithTax = usePreferences().data?.prices_include_tax ?? false;
  const [withTax, setWithTax] = useState(estimate?.prices_include_tax ?? clinicWithTax);
  const { currency } = useMoney();
  const [lines, setLines] = useState<LineDraft[]>(() => (estimate?.lines ?? []).map((l) => draftOf(l, currency)));
  const [templateId, setTemplateId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const parties = { client_id: estimate && !petId ? estimate.client_id : null, pet_id: petId, record_id: recordId };
  const onError = (err: unknown) => { const f = fieldErrors(err); if (f) setErrors(f); else toastError(err); };
  const submit = () => {
    if (!parties.pet_id && !parties.client_id) { setErrors({ pet_id: t('estimates.editor.petRequired') }); return; }
    save.mutate({ id: estimate?.id ?? null, body: { ...parties, title, notes: notes || null, valid_until: validUntil || null, prices_include_tax: withTax, lines: lines.map((l) => inputOf(l, currency)) } }, {
      onSuccess: (saved) => { toaster.create({ type: 'success', title: t('estimates.editor.saved'), closable: true }); navigate(`/estimates/${saved.id}`, { replace: true }); },
      onError,
    });
  };
  const fromTemplate = () => {
    if (!petId) { setErrors({ pet_id: t('estimates.editor.petRequired') }); return; }
    build.mutate({ template_id: Number(templateId), pet_id: petId, record_id: recordId, valid_until: validUntil || null, title: title || null }, {
      onSuccess: (saved) => navigate(`/estimates/${saved.id}`, { replace: true }),
      onError,
    });
  };
  const err = (f: string) => (errors[f] ? t(errors[f], { defaultValue: errors[f] }) : undefined);

  return (
    <form onSubmit={(ev) => { ev.preventDefault(); submit(); }} noValidate><Stack gap="4">
      <BackLink />
      <Heading as="h1" size="2xl">{estimate ? t('estimates.editor.editTitle') : t('estimates.editor.newTitle')}</Heading>
      <Flex gap="3" wrap="wrap" bg="white" p="4" borderWidth="1px" borderRadius="md">
        <Box flex="1" minW="14rem">
          {(!presetPet || pet.data || pet.isError || estimate) && (
            <PetSearchSelect label={t('estimates.editor.patient')} value={petId} error={err('pet_id') ?? err('client_id')}
              initial={pet.data ?? (estimate?.pet_id ? { id: estimate.pet_id, nickname: estimate.pet_name ?? '', owner: { full_name: estimate.client_name } } : null)}
              onChange={(p) => setPetId(p?.id ?? null)} />
          )}
        </Box>
        <Field.Root required invalid={!!err('title')} flex="2" minW="14rem">
          <Field.Label>{t('estimates.editor.title')}<Field.RequiredIndicator /></Field.Label>
          <Input value={title} onChange={(ev) => setTitle(ev.target.value)} maxLength={200} />
          <Field.ErrorText>{err('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!err('valid_until')} maxW={{ base: 'full', sm: '12rem' }}>
          <Field.Label>{t('estimates.editor.validUntil')}</Field.Label>
          <Input type="date" value={validUntil} onChange={(ev) => setValidUntil(ev.target.value)} />
          <Field.ErrorText>{err('valid_until')}</Field.ErrorText>
        </Field.Root>
        <Field.Root w="full">
          <Field.Label>{t('estimates.editor.notes')}</Field.Label>
          <Textarea rows={2} value={notes} onChange={(ev) => setNotes(ev.target.value)} />
        </Field.Root>
        <Checkbox.Root checked={withTax} onCheckedChange={(d) => setWithTax(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('estimates.editor.pricesIncludeTax')}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {!estimate && (
        <Flex gap="2" wrap="wrap" align="end" bg="white" p="4" borderWidth="1px" borderRadius="md">
          <Field.Root maxW={{ base: 'full', md: 'sm' }} invalid={!!err('template_id')}>
            <Field.Label>{t('estimates.editor.fromTemplate')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={templateId} onChange={(ev) => setTemplateId(ev.target.value)}>
                <option value="">{t('estimates.editor.chooseTemplate')}</option>
                {templates.data?.data.map((tp) => <option key={tp.id} value={tp.id}>{tp.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{err('template_id')}</Field.ErrorText>
          </Field.Root>
          <Button variant="outline" disabled={!templateId} loading={build.isPending} onClick={fromTemplate}>{t('estimates.editor.useTemplate')}</Button>
        </Flex>
      )}
      <LinesEditor lines={lines} onChange={setLines} errors={errors} pricesIncludeTax={withTax} />
      <Flex gap="2">
        <Button type="submit" colorPalette="teal" loading={save.isPending}>{t('estimates.editor.save')}</Button>
        {estimate && <Button variant="ghost" onClick={() => navigate(`/estimates/${estimate.id}`)}>{t('estimates.editor.cancel')}</Button>}
      </Flex>
    </Stack></form>
  );
}
