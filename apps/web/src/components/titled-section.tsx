import type { ReactNode } from 'react';
import './list-page.css';

/** A page's section named by its heading (the account pages, my orders and reviews, the trade catalogue's lists). */
export function TitledSection({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <section className={className} aria-label={title}>
      <h1 className="list-title">{title}</h1>
      {children}
    </section>
  );
}
