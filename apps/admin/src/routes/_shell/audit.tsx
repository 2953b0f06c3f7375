import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Forbidden } from '../../components/forbidden';
import { PageFrame } from '../../components/page-frame';
import { auditTrailQueryOptions } from '../../features/audit/api/get-audit-trail';
import { AUDIT_PAGE_SIZE, type AuditSearch, auditFiltersOf, readAuditSearch } from '../../features/audit/audit-search';
import { AuditFilterBar } from '../../features/audit/components/audit-filter-bar';
import { AuditTable } from '../../features/audit/components/audit-table';
import { useOperators } from '../../features/operators/api/list-operators';
import { meQueryOptions, useMe } from '../../features/session/api/get-me';
import { operatorKey } from '../../lib/session';

export const Route = createFileRoute('/_shell/audit')({
  validateSearch: readAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    if (me.permissions.includes('audits')) await queryClient.ensureQueryData(auditTrailQueryOptions(auditFiltersOf(deps)));
  },
  component: AuditPage,
});

function AuditPage() {
  const me = useMe();
  return (
    <PageFrame title="操作记录">
      {me.permissions.includes('audits') ? <AuditTrail mayListOperators={me.permissions.includes('operators')} /> : <Forbidden />}
    </PageFrame>
  );
}

function AuditTrail({ mayListOperators }: { mayListOperators: boolean }) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const filters = auditFiltersOf(search);
  const trail = useQuery(auditTrailQueryOptions(filters));
  const operators = useOperators(mayListOperators);
  const show = (next: AuditSearch) => void navigate({ search: next });
  return (
    <>
      {/* Keyed by the address's filters: going back or forward refills the fields. */}
      <AuditFilterBar key={JSON.stringify({ ...search, page: undefined })} search={search} operators={operators.data?.list} onSearch={show} />
      {trail.data ? (
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <AuditTable
            rows={trail.data.list}
            total={trail.data.total}
            page={search.page ?? 1}
            pageSize={AUDIT_PAGE_SIZE}
            onPage={(page) => show({ ...search, page })}
          />
        </div>
      ) : (
        <Loader mt="lg" />
      )}
    </>
  );
}
