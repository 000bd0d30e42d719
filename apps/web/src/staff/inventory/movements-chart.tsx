import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TStockMovement } from '@vetclinic/domain';

/**
 * On-hand after each of the latest movements (the ledger's first page, newest first): walking back from
 * today's on-hand, each point is the balance right after that movement. Exact, since on-hand is the ledger sum.
 */
export function MovementsChart({ onHand, movements, label }: { onHand: number; movements: TStockMovement[]; label: (iso: string) => string }) {
  const { t } = useTranslation();
  let balance = onHand;
  const points = movements.map((m) => {
    const point = { at: label(m.created_at), on_hand: balance };
    balance -= m.quantity_delta;
    return point;
  }).reverse();
  if (points.length < 2) return null;
  return (
    <Box h="200px" w="full" role="img" aria-label={t('inventory.stock.chartAria', { n: points.length })} data-testid="movements-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="at" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
          <Tooltip />
          <Line type="stepAfter" dataKey="on_hand" name={t('inventory.products.fields.onHand')} stroke="#2b6c62" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
