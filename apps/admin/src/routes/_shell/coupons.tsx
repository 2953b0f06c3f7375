import type { CouponTypeInfo } from '@garden/contract';
import { Button } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { couponTypesQueryOptions } from '../../features/coupons/api/coupon-types';
import { CouponTypeDialog } from '../../features/coupons/components/coupon-type-dialog';
import { CouponTypeTable } from '../../features/coupons/components/coupon-type-table';
import { IssueCouponsDialog } from '../../features/coupons/components/issue-coupons-dialog';
import { type CouponTypeForm, couponTypeFormOf, emptyCouponTypeForm } from '../../features/coupons/coupon-type-draft';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/coupons')({
  loader: ({ context: { queryClient } }) => loadWhenPermitted(queryClient, 'coupons', () => queryClient.ensureQueryData(couponTypesQueryOptions())),
  component: CouponsPage,
});

function CouponsPage() {
  const [editing, setEditing] = useState<CouponTypeForm | null>(null);
  return (
    <PermittedPage
      title="优惠券"
      needs="coupons"
      actions={<Button onClick={() => setEditing(emptyCouponTypeForm(Math.floor(Date.now() / 1000)))}>添加券类型</Button>}
    >
      {() => (
        <>
          <CouponTypes onEdit={(type) => setEditing(couponTypeFormOf(type))} />
          {editing && <CouponTypeDialog initial={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </PermittedPage>
  );
}

function CouponTypes({ onEdit }: { onEdit: (type: CouponTypeInfo) => void }) {
  const { list } = useSuspenseQuery(couponTypesQueryOptions()).data;
  const [issuing, setIssuing] = useState<CouponTypeInfo | null>(null);
  return (
    <>
      <CouponTypeTable types={list} onEdit={onEdit} onIssue={setIssuing} />
      {issuing && <IssueCouponsDialog type={issuing} onClose={() => setIssuing(null)} />}
    </>
  );
}
