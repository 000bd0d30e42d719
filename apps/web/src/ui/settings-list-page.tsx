import { Box, Button, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain';
import { PaginationBar, type PageMeta } from './pagination-bar';
import { EmptyState, ErrorState, ListSkeleton } from './states';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search box state of a settings list: what is typed, the debounced term the query uses, and the
 * page, which goes back to 1 whenever the term (or `filterKey`, for lists with more filters) changes.
 */
export function useSettingsListSearch(filterKey = '') {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, AUTOCOMPLETE_DEBOUNCE_MS);
  const key = `${search}|${filterKey}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return { input, setInput, search, page, setPage: (p: number) => setPaging({ key, page: p }) };
}
export type SettingsListSearch = ReturnType<typeof useSettingsListSearch>;

export interface SettingsListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hidden on narrow screens (header and cells). */
  hideBelow?: 'md' | 'lg';
  align?: 'end';
  nowrap?: boolean;
  cellProps?: Table.CellProps;
}

/**
 * One settings list (tags, diagnoses, task templates…): heading with its actions, a search box (plus
 * optional filters), loading / error / empty states, a paginated table and per-row actions. Dialogs
 * the page opens go in `children`.
 */
export function SettingsListPage<T extends { id: number }>({
  title, subtitle, actions, searchLabel, search, filters, query, skeletonRows = 5, emptyTitle, emptyAction,
  columns, rowActions, actionsLabel, interactive, children,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  searchLabel: string;
  search: SettingsListSearch;
  filters?: ReactNode;
  query: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  skeletonRows?: number;
  emptyTitle: string;
  emptyAction?: ReactNode;
  columns: SettingsListColumn<T>[];
  /** The buttons at the end of a row; no actions column when absent. */
  rowActions?: (row: T) => ReactNode;
  actionsLabel?: string;
  interactive?: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">{title}</Heading>
          <Text color="fg.muted" fontSize="sm">{subtitle}</Text>
        </Box>
        {actions}
      </Flex>
      <Flex role="search" gap="2" direction={{ base: 'column', md: 'row' }}>
        <Input type="search" bg="white" maxW={{ md: 'sm' }} aria-label={searchLabel} placeholder={searchLabel} value={search.input} onChange={(e) => search.setInput(e.target.value)} />
        {filters}
      </Flex>

      {query.isPending && <ListSkeleton rows={skeletonRows} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (query.data.data.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyAction}</EmptyState>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" position="relative">
            <Table.Root size="sm" interactive={interactive}>
              <Table.Header>
                <Table.Row>
                  {columns.map((c) => (
                    <Table.ColumnHeader key={c.header} hideBelow={c.hideBelow} textAlign={c.align} whiteSpace={c.nowrap ? 'nowrap' : undefined}>{c.header}</Table.ColumnHeader>
                  ))}
                  {rowActions && <Table.ColumnHeader><Box srOnly>{actionsLabel}</Box></Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {query.data.data.map((row) => (
                  <Table.Row key={row.id}>
                    {columns.map((c) => (
                      <Table.Cell key={c.header} hideBelow={c.hideBelow} textAlign={c.align} whiteSpace={c.nowrap ? 'nowrap' : undefined} {...c.cellProps}>{c.cell(row)}</Table.Cell>
                    ))}
                    {rowActions && (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack gap="1" justify="end">{rowActions(row)}</HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PaginationBar meta={query.data.meta} onPage={search.setPage} />
        </Box>
      ))}
      {children}
    </Stack>
  );
}

/** The "New …" button of a settings list, in the header or in its empty state. */
export function NewButton({ label, onClick, size }: { label: string; onClick: () => void; size?: 'sm' }) {
  return <Button size={size} colorPalette="brand" onClick={onClick}>{label}</Button>;
}
