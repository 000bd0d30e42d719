import { Badge, Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { TProduct, TStockBatch } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { useClinicFormat, usePreferences } from '../clinic/use-clinic';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { inventoryKeys, type Page } from './api';

/** The home page's stock alerts: how many products are below their minimum, and the first batches to expire. */
export function StockAlerts() {
  const { t } = useTranslation();
  const { clinic } = useActiveClinic();
  const fmt = useClinicFormat();
  const prefs = usePreferences();
  const allowed = clinic?.permissions.includes('inventory.view') ?? false;
  const low = useQuery({
    queryKey: [...inventoryKeys.all(clinic?.id), 'alerts', 'low'],
    queryFn: () => http.get<Page<TProduct>>('/products', { 'filter[stock]': 'below_reorder_point', per_page: 1 }),
    enabled: !!clinic && allowed,
  });
  const expiring = useQuery({
    // Days ahead: the clinic's "expiring within" preference, the same number the text below shows.
    queryKey: [...inventoryKeys.all(clinic?.id), 'alerts', 'expiring', prefs.data?.expiring_within_days],
    queryFn: () => http.get<Page<TStockBatch & { product_name: string }>>('/stock/expiring', { days: prefs.data!.expiring_within_days, per_page: 5 }),
    enabled: !!clinic && allowed && !!prefs.data,
  });
  if (!allowed) return null;

  return (
    <Card.Root size="sm" role="region" aria-labelledby="stock-alerts-h">
      <Card.Header>
        <Heading as="h2" id="stock-alerts-h" size="md">{t('inventory.alerts.title')}</Heading>
      </Card.Header>
      <Card.Body>
        {(low.isPending || expiring.isPending) && !prefs.isError && <ListSkeleton rows={2} />}
        {prefs.isError && <ErrorState error={prefs.error} onRetry={() => void prefs.refetch()} />}
        {low.isError && <ErrorState error={low.error} onRetry={() => void low.refetch()} />}
        {expiring.isError && <ErrorState error={expiring.error} onRetry={() => void expiring.refetch()} />}
        {low.data && expiring.data && (
          <Stack gap="3">
            <Link asChild color="brand.700">
              <RouterLink to="/inventory/products?stock=below_reorder_point">
                {t('inventory.alerts.low', { n: low.data.meta.total })}
              </RouterLink>
            </Link>
            <Box>
              <Text fontWeight="500">{t('inventory.alerts.expiring', { n: expiring.data.meta.total, days: prefs.data?.expiring_within_days })}</Text>
              <Stack as="ul" listStyleType="none" gap="1" mt="1">
                {expiring.data.data.map((b) => (
                  <HStack as="li" key={b.id} gap="2" wrap="wrap" fontSize="sm">
                    <Link asChild color="brand.700"><RouterLink to={`/inventory/products/${b.product_id}`}>{b.product_name}</RouterLink></Link>
                    <Text color="fg.muted">{b.batch_no || '—'}</Text>
                    <Text>{b.expiration_date ? fmt.date(`${b.expiration_date}T12:00:00Z`) : ''}</Text>
                    {b.is_expired && <Badge colorPalette="red">{t('inventory.stock.expired')}</Badge>}
                  </HStack>
                ))}
              </Stack>
            </Box>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
