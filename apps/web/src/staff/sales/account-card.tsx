import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@vetclinic/domain';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { usePreferences } from '../clinic/use-clinic';
import { useClientAccount } from './api';

/** On the client profile: what the client owes and holds as credit in this clinic, and the way to the statement. */
export function AccountCard({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const account = useClientAccount(clientId);
  const prefs = usePreferences();
  const money = (minor: number) => formatMoney(minor, account.data?.currency ?? prefs.data?.currency ?? '$', prefs.data?.currency_first ?? 0);
  return (
    <Card.Root>
      <Card.Header pb="1"><Heading as="h2" size="md">{t('sales.statement.account')}</Heading></Card.Header>
      <Card.Body pt="1">
        {account.isPending && <ListSkeleton rows={2} />}
        {account.isError && <ErrorState error={account.error} onRetry={() => void account.refetch()} />}
        {account.data && (
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('sales.statement.balanceDue')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="600" color={account.data.balance_due > 0 ? 'red.700' : undefined}>{money(account.data.balance_due)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('sales.statement.credit')}</DataList.ItemLabel>
              <DataList.ItemValue>{money(account.data.credit)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
        <Text mt="3" fontSize="sm">
          <RouterLink to={`/clients/${clientId}/account`}><Text as="span" color="teal.700" textDecoration="underline">{t('sales.statement.open')}</Text></RouterLink>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
