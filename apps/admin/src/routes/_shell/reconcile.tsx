import { SimpleGrid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AuditPanel } from '../../features/money/components/audit-panels';
import { PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/reconcile')({
  component: () => (
    <PermittedPage title="对账" needs="audits">
      {() => (
        <SimpleGrid cols={1} spacing="md">
          <AuditPanel name="orders" />
          <AuditPanel name="balances" />
          <AuditPanel name="stock" />
        </SimpleGrid>
      )}
    </PermittedPage>
  ),
});
