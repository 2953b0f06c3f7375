import { createFileRoute } from '@tanstack/react-router';
import { CatalogueDownload } from '../features/trade-catalogue/components/pdf-pages';

// shopping §2: the page that offers the 2023-2024 online catalogue as a PDF (path chosen: bkDownload).
export const Route = createFileRoute('/bkDownload')({ component: CatalogueDownload });
