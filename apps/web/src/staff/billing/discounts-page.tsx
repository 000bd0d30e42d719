import { Badge, Box, Button, Flex, HStack, Heading, Input, NativeSelect, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, PAGE_SIZE, type TDiscount } from '@vetclinic/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/errors';
import { PaginationBar } from '../../ui/pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { usePreferences } from '../clinic/use-clinic';
import { useMoney } from '../services/parts';
import { DiscountDialog } from './discount-dialog';
import { useCanManageDiscounts, useDiscountMutations, useDiscounts, type DiscountFilter } from './discounts-api';

/** Settings → Discounts: the catalogue the checkout offers, switched on and off in place (spec §4 status toggle). */
export function DiscountsPage() {
  const { t, i18n } = useTranslation();
  const canManage = useCanManageDiscounts();
  const money = useMoney();
  const prefs = usePreferences();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const [enabled, setEnabled] = useState<DiscountFilter>('all');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${search}|${enabled}`;
  const page = paging.key === key ? paging.page : 1;
  const list = useDiscounts(search, enabled, page, PAGE_SIZE.common);
  const { setEnabled: toggle, remove } = useDiscountMutations();
  const [editing, setEditing] = useState<TDiscount | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TDiscount | null>(null);
  const percent = (v: number) => `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(v)} %`;

  const onToggle = (d: TDiscount, on: boolean) => toggle.mutate({ id: d.id, enabled: on }, {
    onSuccess: () => toaster.create({ type: 'success', title: t(on ? 'billing.discounts.switchedOn' : 'billing.discounts.switchedOff', { name: d.name }), closable: true }),
    onError: (err) => toastError(err),
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{t('billing.discounts.title')}</Heading>
          <Text color="fg.muted" fontSize="sm">{t('billing.discounts.subtitle')}</Text>
        </Box>
        {canManage && <Button colorPalette="brand" onClick={() => setCreating(true)}>{t('billing.discounts.new')}</Button>}
      </Flex>
      <HStack role="search" gap="3" flexWrap="wrap" align="end">
        <Input type="search" bg="white" maxW={{ md: 'sm' }} aria-label={t('billing.discounts.search')} placeholder={t('billing.discounts.search')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
        <NativeSelect.Root width="auto" minW="40">
          <NativeSelect.Field bg="white" aria-label={t('billing.discounts.filter')} value={enabled} onChange={(e) => setEnabled(e.target.value as DiscountFilter)}>
            <option value="all">{t('billing.discounts.filterAll')}</option>
            <option value="1">{t('billing.discounts.filterOn')}</option>
            <option value="0">{t('billing.discounts.filterOff')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {list.isPending && <ListSkeleton rows={5} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (list.data.data.length === 0 ? (
        <EmptyState title={t(search || enabled !== 'all' ? 'billing.discounts.emptyFiltered' : 'billing.discounts.empty')}>
          {!search && enabled === 'all' && canManage && <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>{t('billing.discounts.new')}</Button>}
        </EmptyState>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('billing.discounts.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('billing.discounts.fields.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('billing.discounts.fields.value')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('billing.discounts.fields.status')}</Table.ColumnHeader>
                  {canManage && <Table.ColumnHeader><Box srOnly>{t('billing.discounts.actions')}</Box></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.data.map((d) => (
                  <Table.Row key={d.id}>
                    <Table.Cell fontWeight="medium">{d.name}</Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">{t(`billing.discounts.types.${d.type}`)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">{d.type === 'percent' ? percent(d.value) : money(d.value)}</Table.Cell>
                    <Table.Cell>
                      {canManage ? (
                        <Switch.Root size="sm" colorPalette="brand" checked={d.enabled} disabled={toggle.isPending} onCheckedChange={(e) => onToggle(d, e.checked)}>
                          <Switch.HiddenInput />
                          <Switch.Control />
                          <Switch.Label>
                            <Box as="span" srOnly>{t('billing.discounts.toggleNamed', { name: d.name })}</Box>
                            <Box as="span" aria-hidden hideBelow="sm">{t(d.enabled ? 'billing.discounts.status.on' : 'billing.discounts.status.off')}</Box>
                          </Switch.Label>
                        </Switch.Root>
                      ) : (
                        <Badge colorPalette={d.enabled ? 'green' : 'gray'}>{t(d.enabled ? 'billing.discounts.status.on' : 'billing.discounts.status.off')}</Badge>
                      )}
                    </Table.Cell>
                    {canManage && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack gap="1" justify="end">
                          <Button size="xs" variant="ghost" onClick={() => setEditing(d)} aria-label={t('billing.discounts.editNamed', { name: d.name })}>{t('billing.discounts.editShort')}</Button>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(d)} aria-label={t('billing.discounts.deleteNamed', { name: d.name })}>{t('billing.discounts.delete')}</Button>
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
      <DiscountDialog open={creating || !!editing} discount={editing} currency={prefs.data?.currency ?? '$'} onClose={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDialog
        size="sm"
        open={!!deleting}
        title={t('billing.discounts.deleteTitle')}
        body={t('billing.discounts.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('billing.discounts.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => {
            toaster.create({ type: 'success', title: t('billing.discounts.deleted'), closable: true });
            setDeleting(null);
          },
          onError: (err) => toastError(err),
        })}
      />
    </Stack>
  );
}
