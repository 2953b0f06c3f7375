import type { OperatorPermission } from '@garden/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Forbidden } from '../../components/forbidden';
import { PageFrame } from '../../components/page-frame';
import { meQueryOptions, useMe } from '../../features/session/api/get-me';
import { operatorKey } from '../../lib/session';

/**
 * A page's loader for a role holding `needs`: the signed-in operator first, then what the page reads; a role
 * without the permission is told so on the page, not by a refused call.
 */
export async function loadWhenPermitted(queryClient: QueryClient, needs: OperatorPermission, load: () => Promise<unknown>): Promise<void> {
  const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
  if (me.permissions.includes(needs)) await load();
}

/** A page that needs a permission: its frame and, for a role holding it, its body; `没有权限执行此操作` otherwise. */
export function PermittedPage({
  title,
  needs,
  actions,
  children,
}: {
  title: string;
  needs: OperatorPermission;
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const permitted = useMe().permissions.includes(needs);
  return (
    <PageFrame title={title} actions={permitted ? actions : undefined}>
      {permitted ? children() : <Forbidden />}
    </PageFrame>
  );
}
