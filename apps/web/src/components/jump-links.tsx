/**
 * A navigation of in-page links to the sections below it, each section's id after `#` (the activity's
 * subjects, storefront §7; the trade catalogue's pinyin index, shopping §2 bkHome).
 */
export function JumpLinks({ label, className, links }: { label: string; className: string; links: readonly { id: string; text: string }[] }) {
  return (
    <nav className={className} aria-label={label}>
      {links.map((link) => (
        <a key={link.id} href={`#${link.id}`}>
          {link.text}
        </a>
      ))}
    </nav>
  );
}
