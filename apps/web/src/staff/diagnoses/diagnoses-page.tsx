import { Badge, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAGNOSIS_CATEGORIES, type TDiagnosis } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { NewButton, SettingsListPage, useSettingsListSearch } from '../../ui/settings-list-page';
import { toaster } from '../../ui/toaster';
import { useActiveClinic } from '../auth/use-session';
import { useDiagnoses, useDiagnosisMutations } from './api';
import { DiagnosisFormDialog } from './diagnosis-form-dialog';

/** Settings → Diagnoses: the clinic's catalogue, searched as you type, by body system, 15 a page; create, edit, deactivate. */
export function DiagnosesPage() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const canManage = clinic?.permissions.includes('diagnoses.manage') ?? false;
  const [category, setCategory] = useState('');
  const list = useSettingsListSearch(category);
  const q = list.search;
  const diagnoses = useDiagnoses({ q, page: list.page, category: category || undefined });
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
    <SettingsListPage
      title={t('diagnoses.catalogue.title')}
      subtitle={t('diagnoses.catalogue.subtitle')}
      actions={canManage && (
        <HStack gap="2" flexWrap="wrap">
          <Button variant="outline" loading={importBuiltIn.isPending} onClick={() => importBuiltIn.mutate(undefined, {
            onSuccess: (r) => toaster.create({ type: 'success', title: t('diagnoses.catalogue.imported', { added: r.added }), closable: true }),
            onError: (err) => toastError(err),
          })}>{t('diagnoses.catalogue.import')}</Button>
          <NewButton label={t('diagnoses.catalogue.new')} onClick={() => setCreating(true)} />
        </HStack>
      )}
      searchLabel={t('diagnoses.catalogue.search')}
      search={list}
      filters={(
        <NativeSelect.Root maxW={{ md: 'xs' }}>
          <NativeSelect.Field bg="white" aria-label={t('diagnoses.fields.category')} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t('diagnoses.catalogue.allCategories')}</option>
            {DIAGNOSIS_CATEGORIES.map((c) => <option key={c} value={c}>{t(`diagnoses.categories.${c}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      query={diagnoses}
      skeletonRows={6}
      emptyTitle={t(q || category ? 'diagnoses.catalogue.emptyFiltered' : 'diagnoses.catalogue.empty')}
      emptyAction={!q && !category && canManage && (
        <Button size="sm" colorPalette="brand" onClick={() => importBuiltIn.mutate(undefined, { onError: (err) => toastError(err) })}>{t('diagnoses.catalogue.import')}</Button>
      )}
      columns={[
        {
          header: t('diagnoses.fields.name'),
          cell: (d) => (
            <>
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="500" color={d.is_active ? undefined : 'fg.muted'}>{d.name}</Text>
                {!d.is_active && <Badge colorPalette="gray">{t('diagnoses.catalogue.inactive')}</Badge>}
                {d.code && <Badge variant="outline">{d.code}</Badge>}
              </HStack>
              {d.description && <Text fontSize="xs" color="fg.muted" lineClamp={2}>{d.description}</Text>}
            </>
          ),
        },
        { header: t('diagnoses.fields.category'), hideBelow: 'md', nowrap: true, cell: (d) => (d.category ? t(`diagnoses.categories.${d.category}`) : '—') },
        { header: t('diagnoses.fields.recommendation'), hideBelow: 'lg', cellProps: { maxW: 'md' }, cell: (d) => <Text fontSize="sm" lineClamp={2}>{d.recommendation ?? '—'}</Text> },
      ]}
      actionsLabel={t('diagnoses.actions')}
      rowActions={canManage ? (d) => (
        <>
          <Button size="xs" variant="ghost" onClick={() => setEditing(d)} aria-label={t('diagnoses.catalogue.editNamed', { name: d.name })}>{t('diagnoses.editShort')}</Button>
          <Button size="xs" variant="ghost" colorPalette={d.is_active ? 'red' : 'green'} onClick={() => (d.is_active ? setToggling(d) : toggle(d))}
            aria-label={t(d.is_active ? 'diagnoses.catalogue.deactivateNamed' : 'diagnoses.catalogue.activateNamed', { name: d.name })}>
            {t(d.is_active ? 'diagnoses.catalogue.deactivate' : 'diagnoses.catalogue.activate')}
          </Button>
        </>
      ) : undefined}
    >
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
    </SettingsListPage>
  );
}
