import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { RouteError } from '../../components/route-error';
import { quoteQueryOptions } from '../../features/trade-catalogue/api/catalogue-calls';
import { QuotePdfPreview } from '../../features/trade-catalogue/components/pdf-pages';
import { useLoginKey } from '../../lib/request-scope';

// shopping §2: bkPreviewPdf shows the generated quotation.
export const Route = createFileRoute('/_account/bkPreviewPdf')({
  errorComponent: RouteError,
  component: () => {
    const key = useLoginKey();
    const { data } = useQuery(quoteQueryOptions(key, 1));
    return data ? <QuotePdfPreview traderKey={key} generated={data.pdf_url !== ''} /> : null;
  },
});
