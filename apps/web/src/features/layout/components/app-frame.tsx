import type { ReactNode } from 'react';

/**
 * Every page's frame: the header, the page in the main band, then `after` (footer, dialogs). The server's
 * first paint draws it too, without `after` (web build/first-paints.tsx).
 */
export function AppFrame({
  silent = false,
  header,
  after,
  children,
}: {
  silent?: boolean;
  header: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={silent ? 'app app--silent' : 'app'}>
      {header}
      <main className="app-main">{children}</main>
      {after}
    </div>
  );
}
