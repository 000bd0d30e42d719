import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShiftTemplate } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useClinicVets } from '../team/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useShiftMutations, useShiftTemplates } from './api';
import { TemplateDialog } from './template-dialog';

/** Shift templates: reusable weeks that "Apply template" turns into drafts. */
export function ShiftTemplatesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('schedules.manage') ?? false;
  const templates = useShiftTemplates();
  const vets = useClinicVets();
  const { deleteTemplate } = useShiftMutations();
  const [dialog, setDialog] = useState<{ open: boolean; template: TShiftTemplate | null }>({ open: false, template: null });
  const [deleting, setDeleting] = useState<TShiftTemplate | null>(null);
  const summary = (tpl: TShiftTemplate) => {
    const people = [...new Set(tpl.entries.map((e) => vets.data?.find((v) => v.id === e.vet_id)?.full_name ?? `#${e.vet_id}`))];
    return t('shifts.templates.summary', { count: tpl.entries.length, people: people.join(', ') || '—' });
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h2" size="lg">{t('shifts.templates.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('shifts.templates.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setDialog({ open: true, template: null })}>{t('shifts.templates.new')}</Button>}
      </Flex>
      {templates.isPending && <ListSkeleton rows={3} />}
      {templates.isError && <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.data && (templates.data.length === 0 ? (
        <EmptyState title={t('shifts.templates.empty')}>
          {canManage && <Button size="sm" colorPalette="brand" onClick={() => setDialog({ open: true, template: null })}>{t('shifts.templates.new')}</Button>}
        </EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('shifts.templates.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shifts.templates.lines')}</Table.ColumnHeader>
                {canManage && <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {templates.data.map((tpl) => (
                <Table.Row key={tpl.id}>
                  <Table.Cell fontWeight="500">{tpl.name}</Table.Cell>
                  <Table.Cell color="fg.muted" fontSize="sm">{summary(tpl)}</Table.Cell>
                  {canManage && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <Button size="xs" variant="ghost" onClick={() => setDialog({ open: true, template: tpl })} aria-label={t('shifts.templates.editNamed', { name: tpl.name })}>{t('shifts.edit')}</Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(tpl)} aria-label={t('shifts.templates.deleteNamed', { name: tpl.name })}>{t('shifts.delete')}</Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ))}
      <TemplateDialog open={dialog.open} template={dialog.template} onClose={() => setDialog({ open: false, template: null })} />
      <ConfirmDialog open={!!deleting} title={t('shifts.templates.deleteTitle', { name: deleting?.name ?? '' })} body={t('shifts.templates.deleteBody')} confirmLabel={t('shifts.delete')}
        loading={deleteTemplate.isPending} onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteTemplate.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('shifts.templates.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })} />
    </Stack>
  );
}
