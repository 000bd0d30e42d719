import { Badge, Box, Button, Flex, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, DIAGNOSIS_CATEGORIES, type TDiagnosis } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useActiveClinic } from '../auth/use-session';
import { useDiagnoses, useDiagnosisMutations } from './api';
import { DiagnosisFormDialog } from './diagnosis-form-dialog';

/** Settings → Diagnoses: the clinic's catalogue, searched as you type, by body system, 15 a page; create, edit, deactivate. */
export function DiagnosesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('diagnoses.manage') ?? false;
  const [searchInput, setSearchInput] = useState('');
  const q = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [category, setCategory] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${q}|${category}`;
  const page = paging.key === key ? paging.page : 1;
  const list = useDiagnoses({ q, page, category: category || undefined });
  const { update, importBuiltIn } = useDiagnosisMutations();
  const [editing, setEditing] = useState<TDiagnosis | null>(null);
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<TDiagnosis | null>(null);

  const toggle = (d: TDiagnosis) => update.mutate({
    id: d.id,
    body: { name: d.name, description: d.description, recommendation: d.recommendation, code: d.code, category: d.category as never, species: d.species as never, is_active: !d.is_active },
  }, {
    onSuccess: () => { toaster.create({ type: 'success', title: t(d.is_active ? 'diagnoses.catalogue.deactivated' : 'diagnoses.catalogue.activated', { name: d.name }), closable: true }); setToggling(null); },
    onError: (err) => { setToggling(null); toastError(err); },
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('diagnoses.catalogue.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('diagnoses.catalogue.subtitle')}</Text>
        </Box>
        {canManage && (
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" loading={importBuiltIn.isPending} onClick={() => importBuiltIn.mutate(undefined, {
              onSuccess: (r) => toaster.create({ type: 'success', title: t('diagnoses.catalogue.imported', { added: r.added }), closable: true }),
              onError: (err) => toastError(err),
            })}>{t('diagnoses.catalogue.import')}</Button>
            <Button colorPalette="brand" onClick={() => setCreating(true)}>{t('diagnoses.catalogue.new')}</Button>
          </HStack>
        )}
      </Flex>
      <Flex role="search" gap="2" direction={{ base: 'column', md: 'row' }}>
        <Input type="search" bg="white" maxW={{ md: 'sm' }} aria-label={t('diagnoses.catalogue.search')} placeholder={t('diagnoses.catalogue.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        <NativeSelect.Root maxW={{ md: 'xs' }}>
          <NativeSelect.Field bg="white" aria-label={t('diagnoses.fields.category')} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t('diagnoses.catalogue.allCategories')}</option>
            {DIAGNOSIS_CATEGORIES.map((c) => <option key={c} value={c}>{t(`diagnoses.categories.${c}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {list.isPending && <ListSkeleton rows={6} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (list.data.data.length === 0 ? (
        <EmptyState title={t(q || category ? 'diagnoses.catalogue.emptyFiltered' : 'diagnoses.catalogue.empty')}>
          {!q && !category && canManage && <Button size="sm" colorPalette="brand" onClick={() => importBuiltIn.mutate(undefined, { onError: (err) => toastError(err) })}>{t('diagnoses.catalogue.import')}</Button>}
        </EmptyState>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('diagnoses.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('diagnoses.fields.category')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="lg">{t('diagnoses.fields.recommendation')}</Table.ColumnHeader>
                  {canManage && <Table.ColumnHeader><Box srOnly>{t('diagnoses.actions')}</Box></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.data.map((d) => (
                  <Table.Row key={d.id}>
                    <Table.Cell>
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="500" color={d.is_active ? undefined : 'fg.muted'}>{d.name}</Text>
                        {!d.is_active && <Badge colorPalette="gray">{t('diagnoses.catalogue.inactive')}</Badge>}
                        {d.code && <Badge variant="outline">{d.code}</Badge>}
                      </HStack>
                      {d.description && <Text fontSize="xs" color="fg.muted" lineClamp={2}>{d.description}</Text>}
                    </Table.Cell>
                    <Table.Cell hideBelow="md" whiteSpace="nowrap">{d.category ? t(`diagnoses.categories.${d.category}`) : '—'}</Table.Cell>
                    <Table.Cell hideBelow="lg" maxW="md"><Text fontSize="sm" lineClamp={2}>{d.recommendation ?? '—'}</Text></Table.Cell>
                    {canManage && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack gap="1" justify="end">
                          <Button size="xs" variant="ghost" onClick={() => setEditing(d)} aria-label={t('diagnoses.catalogue.editNamed', { name: d.name })}>{t('diagnoses.editShort')}</Button>
                          <Button size="xs" variant="ghost" colorPalette={d.is_active ? 'red' : 'green'} onClick={() => (d.is_active ? setToggling(d) : toggle(d))}
                            aria-label={t(d.is_active ? 'diagnoses.catalogue.deactivateNamed' : 'diagnoses.catalogue.activateNamed', { name: d.name })}>
                            {t(d.is_active ? 'diagnoses.catalogue.deactivate' : 'diagnoses.catalogue.activate')}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={list.data.meta} onPage={(p) => setPaging({ key, page: p })} />
        </Box>
      ))}

      <DiagnosisFormDialog open={creating || !!editing} diagnosis={editing} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!toggling}
        title={t('diagnoses.catalogue.deactivateTitle')}
        body={t('diagnoses.catalogue.deactivateBody', { name: toggling?.name ?? '' })}
        confirmLabel={t('diagnoses.catalogue.deactivate')}
        loading={update.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => toggling && toggle(toggling)}
      />
    </Stack>
  );
}
