import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Forbidden } from '../../components/forbidden';
import { PageFrame } from '../../components/page-frame';
import { operatorsQueryOptions } from '../../features/operators/api/list-operators';
import { AddOperatorForm } from '../../features/operators/components/add-operator-form';
import { OperatorTable } from '../../features/operators/components/operator-table';
import { meQueryOptions, useMe } from '../../features/session/api/get-me';
import { operatorKey } from '../../lib/session';

export const Route = createFileRoute('/_shell/operators')({
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    // A role without the permission is told so on the page, not by a refused call.
    if (me.permissions.includes('operators')) await queryClient.ensureQueryData(operatorsQueryOptions());
  },
  component: OperatorsPage,
});

function OperatorsPage() {
  const me = useMe();
  if (!me.permissions.includes('operators')) {
    return (
      <PageFrame title="操作员">
        <Forbidden />
      </PageFrame>
    );
  }
  return <OperatorList selfId={me.operator_id} />;
}

function OperatorList({ selfId }: { selfId: number }) {
  const { data } = useSuspenseQuery(operatorsQueryOptions());
  const [adding, { open, close }] = useDisclosure(false);
  return (
    <PageFrame title="操作员" actions={<Button onClick={open}>添加操作员</Button>}>
      <OperatorTable operators={data.list} selfId={selfId} />
      <Modal opened={adding} onClose={close} title="添加操作员" centered>
        <AddOperatorForm onAdded={close} />
      </Modal>
    </PageFrame>
  );
}
