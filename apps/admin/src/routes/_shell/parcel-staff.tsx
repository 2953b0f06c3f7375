import type { ParcelStaffInfo } from '@garden/contract';
import { Button } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { parcelStaffQueryOptions } from '../../features/parcel-staff/api/parcel-staff';
import { AddParcelStaffDialog, ResetParcelStaffPasswordDialog } from '../../features/parcel-staff/components/parcel-staff-dialogs';
import { ParcelStaffTable } from '../../features/parcel-staff/components/parcel-staff-table';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/parcel-staff')({
  loader: ({ context: { queryClient } }) =>
    loadWhenPermitted(queryClient, 'parcel-staff', () => queryClient.ensureQueryData(parcelStaffQueryOptions())),
  component: ParcelStaffPage,
});

function ParcelStaffPage() {
  const [adding, setAdding] = useState(false);
  return (
    <PermittedPage title="退件人员" needs="parcel-staff" actions={<Button onClick={() => setAdding(true)}>添加退件人员</Button>}>
      {() => (
        <>
          <ParcelStaffList />
          {adding && <AddParcelStaffDialog onClose={() => setAdding(false)} />}
        </>
      )}
    </PermittedPage>
  );
}

function ParcelStaffList() {
  const { data } = useSuspenseQuery(parcelStaffQueryOptions());
  const [resetting, setResetting] = useState<ParcelStaffInfo | null>(null);
  return (
    <>
      <ParcelStaffTable staff={data.list} onResetPassword={setResetting} />
      {resetting && <ResetParcelStaffPasswordDialog staff={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
