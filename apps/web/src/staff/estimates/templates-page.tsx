import { Box, Button, Field, Flex, Heading, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { AUTOCOMPLETE_DEBOUNCE_MS, type TEstimateTemplate } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PaginationBar } from '../../ui/pagination-bar';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ListHeader, ListToolbar } from '../lists/list-toolbar';
import { useListShortcuts } from '../lists/use-shortcuts';
import { useCanEditEstimates, useDeleteTemplate, useSaveTemplate, useTemplate, useTemplates } from './api';
import { useMoney } from '../clinic/use-clinic';
import { fieldErrors } from './estimate-page';
import { LinesEditor, draftOf, inputOf, type LineDraft } from './lines-editor';

/** Estimate templates by name: what a clinic quotes again and again (a dental, a spay), 15 a page. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEditEstimates();
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === search ? paging.page : 1;
  const list = useTemplates({ search, page });
  const onNew = useCallback(() => navigate('/estimates/templates/new'), [navigate]);
  useListShortcuts(searchRef, canEdit ? onNew : undefined);
  return (
    <Stack gap="4">
      <RouterLink to="/estimates"><Text as="span" fontSize="sm" color="teal.700">← {t('estimates.list.title')}</Text></RouterLink>
      <ListHeader title={t('estimates.templates.title')} newLabel={t('estimates.templates.new')} onNew={canEdit ? onNew : undefined} />
      <ListToolbar searchRef={searchRef} value={searchInput} onChange={setSearchInput} label={t('estimates.templates.search')} placeholder={t('estimates.templates.search')} />
      {list.isPending && <ListSkeleton rows={5} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (list.data.data.length === 0 ? (
        <EmptyState title={t(search ? 'estimates.templates.emptyFiltered' : 'estimates.templates.empty')} />
      ) : (
        <Box>
          <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('estimates.templates.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('estimates.templates.lines')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.data.map((tp) => (
                  <Table.Row key={tp.id}>
                    <Table.Cell>
                      <RouterLink to={`/estimates/templates/${tp.id}`}><Text as="span" fontWeight="600" color="teal.700" textDecoration="underline">{tp.name}</Text></RouterLink>
                      {tp.title && <Text fontSize="xs" color="fg.muted">{tp.title}</Text>}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{tp.lines.length}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={list.data.meta} onPage={(p) => setPaging({ key: search, page: p })} />
        </Box>
      ))}
    </Stack>
  );
}

export function TemplatePage() {
  const { id } = useParams();
  const templateId = id && id !== 'new' ? Number(id) : null;
  const tpl = useTemplate(templateId);
  if (templateId == null) return <TemplateEditor template={null} />;
  if (tpl.isPending) return <ListSkeleton rows={5} />;
  if (tpl.isError) return <ErrorState error={tpl.error} onRetry={() => void tpl.refetch()} />;
  return <TemplateEditor key={tpl.data.updated_at} template={tpl.data} />;
}

function TemplateEditor({ template }: { template: TEstimateTemplate | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEditEstimates();
  const save = useSaveTemplate();
  const del = useDeleteTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [title, setTitle] = useState(template?.title ?? '');
  const [notes, setNotes] = useState(template?.notes ?? '');
  const { currency } = useMoney();
  const [lines, setLines] = useState<LineDraft[]>(() => (template?.lines ?? []).map((l) => draftOf(l, currency)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const err = (f: string) => (errors[f] ? t(errors[f], { defaultValue: errors[f] }) : undefined);
  const submit = () => save.mutate({ id: template?.id ?? null, body: { name, title: title || null, notes: notes || null, lines: lines.map((l) => inputOf(l, currency)) } }, {
    onSuccess: (saved) => { toaster.create({ type: 'success', title: t('estimates.templates.saved'), closable: true }); navigate(`/estimates/templates/${saved.id}`, { replace: true }); },
    onError: (e) => { const f = fieldErrors(e); if (f) setErrors(f); else toastError(e); },
  });
  return (
    <form onSubmit={(ev) => { ev.preventDefault(); submit(); }} noValidate><Stack gap="4">
      <RouterLink to="/estimates/templates"><Text as="span" fontSize="sm" color="teal.700">← {t('estimates.templates.title')}</Text></RouterLink>
      <Heading as="h1" size="2xl">{template ? template.name : t('estimates.templates.new')}</Heading>
      <Flex gap="3" wrap="wrap" bg="white" p="4" borderWidth="1px" borderRadius="md">
        <Field.Root required invalid={!!err('name')} flex="1" minW="14rem">
          <Field.Label>{t('estimates.templates.name')}<Field.RequiredIndicator /></Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} readOnly={!canEdit} />
          <Field.ErrorText>{err('name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="2" minW="14rem">
          <Field.Label>{t('estimates.templates.estimateTitle')}</Field.Label>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} readOnly={!canEdit} />
        </Field.Root>
        <Field.Root w="full">
          <Field.Label>{t('estimates.editor.notes')}</Field.Label>
          <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} readOnly={!canEdit} />
        </Field.Root>
      </Flex>
      <LinesEditor lines={lines} onChange={setLines} errors={errors} pricesIncludeTax={false} allowCataloguePrice />
      {canEdit && (
        <Flex gap="2" wrap="wrap">
          <Button type="submit" colorPalette="teal" loading={save.isPending}>{t('estimates.editor.save')}</Button>
          {template && <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>{t('estimates.view.delete')}</Button>}
        </Flex>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('estimates.templates.deleteTitle', { name: template?.name ?? '' })}
        body={t('estimates.templates.deleteBody')}
        confirmLabel={t('estimates.view.delete')}
        loading={del.isPending}
        onConfirm={() => template && del.mutate(template.id, { onSuccess: () => navigate('/estimates/templates'), onError: (e) => { setConfirmDelete(false); toastError(e); } })}
        onCancel={() => setConfirmDelete(false)}
      />
    </Stack></form>
  );
}
