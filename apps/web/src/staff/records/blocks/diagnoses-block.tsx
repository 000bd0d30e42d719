import { Badge, Box, Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_DIAGNOSIS_KIND, type TRecordDiagnosis } from '@vetclinic/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toastError } from '../../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { toaster } from '../../../ui/toaster';
import { useRecordDiagnoses, useRecordDiagnosisMutations } from '../../diagnoses/api';
import { DiagnosisCombobox, type DiagnosisChoice } from '../../diagnoses/diagnosis-combobox';

type Kind = (typeof RECORD_DIAGNOSIS_KIND)[number];

/**
 * The record editor's diagnoses block (blocks contract): differentials and final diagnoses from the
 * catalogue or free text, with notes; a final diagnosis joins the pet's problem list. Read-only on a
 * closed record (the server answers 409 anyway).
 */
export function DiagnosesBlock({ recordId, petId, readOnly }: { recordId: number; petId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const list = useRecordDiagnoses(recordId);
  const { add, remove } = useRecordDiagnosisMutations(recordId, petId);
  const [kind, setKind] = useState<Kind>('differential');
  const [picked, setPicked] = useState<DiagnosisChoice | null>(null);
  const [notes, setNotes] = useState('');
  const [removing, setRemoving] = useState<TRecordDiagnosis | null>(null);

  const save = () => {
    if (!picked) return;
    add.mutate({ kind, diagnosis_id: picked.diagnosis_id, name: picked.diagnosis_id ? null : picked.name, notes: notes || null }, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t(kind === 'final' ? 'diagnoses.block.addedFinal' : 'diagnoses.block.added', { name: picked.name }), closable: true });
        setPicked(null);
        setNotes('');
      },
      onError: (err) => toastError(err),
    });
  };

  const rows = list.data ?? [];
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={`diagnoses-${recordId}`}>
      <Card.Header pb="2"><Heading as="h3" size="md" id={`diagnoses-${recordId}`}>{t('diagnoses.block.title')}</Heading></Card.Header>
      <Card.Body pt="0">
        <Stack gap="3">
          {list.isPending && <ListSkeleton rows={2} />}
          {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && rows.length === 0 && <EmptyState title={t('diagnoses.block.empty')} />}
          {rows.length > 0 && (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {rows.map((d) => (
                <HStack as="li" key={d.id} justify="space-between" align="start" gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" bg="white">
                  <Box minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Badge colorPalette={d.kind === 'final' ? 'green' : 'gray'}>{t(`diagnoses.kind.${d.kind}`)}</Badge>
                      <Text fontWeight="600">{d.name}</Text>
                    </HStack>
                    {d.notes && <Text fontSize="sm">{d.notes}</Text>}
                    {d.recommendation && <Text fontSize="xs" color="fg.muted">{t('diagnoses.fields.recommendation')}: {d.recommendation}</Text>}
                  </Box>
                  {!readOnly && (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(d)} aria-label={t('diagnoses.block.removeNamed', { name: d.name })}>
                      {t('diagnoses.block.remove')}
                    </Button>
                  )}
                </HStack>
              ))}
            </Stack>
          )}
          {!readOnly && (
            <Stack gap="2" borderTopWidth="1px" pt="3">
              <HStack gap="1" role="group" aria-label={t('diagnoses.block.kind')}>
                {RECORD_DIAGNOSIS_KIND.map((k) => (
                  <Button key={k} size="xs" variant={kind === k ? 'solid' : 'outline'} colorPalette={kind === k ? 'brand' : 'gray'} aria-pressed={kind === k} onClick={() => setKind(k)}>
                    {t(`diagnoses.kind.${k}`)}
                  </Button>
                ))}
              </HStack>
              {picked ? (
                <HStack gap="2" flexWrap="wrap">
                  <Badge size="lg" colorPalette="brand">{picked.name}{picked.diagnosis_id ? '' : ` (${t('diagnoses.block.freeText')})`}</Badge>
                  <Button size="xs" variant="ghost" onClick={() => setPicked(null)}>{t('diagnoses.block.change')}</Button>
                </HStack>
              ) : (
                <DiagnosisCombobox label={t('diagnoses.block.search')} onPick={setPicked} />
              )}
              <Input size="sm" bg="white" aria-label={t('diagnoses.fields.notes')} placeholder={t('diagnoses.fields.notes')} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
              <Box><Button size="sm" colorPalette="brand" disabled={!picked} loading={add.isPending} onClick={save}>{t('diagnoses.block.add')}</Button></Box>
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        size="sm"
        open={!!removing}
        title={t('diagnoses.block.removeTitle')}
        body={t('diagnoses.block.removeBody', { name: removing?.name ?? '' })}
        confirmLabel={t('diagnoses.block.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null), onError: (err) => { setRemoving(null); toastError(err); } })}
      />
    </Card.Root>
  );
}
