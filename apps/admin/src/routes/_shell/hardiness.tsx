import { createFileRoute } from '@tanstack/react-router';
import { HardinessImport } from '../../features/hardiness/components/hardiness-import';
import { PermittedPage } from '../-components/permitted-page';

export const Route = createFileRoute('/_shell/hardiness')({
  component: () => (
    <PermittedPage title="耐寒区导入" needs="catalogue">
      {() => <HardinessImport />}
    </PermittedPage>
  ),
});
