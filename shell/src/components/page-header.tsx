// The top of a public page: a small label, the page's one h1 and its lead paragraph, then
// whatever the page puts under them (a row of facts, a topic list). One look for every page.
import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  /** A small label above the title ("Support", "Legal"). */
  eyebrow?: string;
  lead?: ReactNode;
  /** The id of the h1, for a section or an article named by it. */
  titleId?: string;
  children?: ReactNode;
}

export function PageHeader({ title, eyebrow, lead, titleId, children }: PageHeaderProps) {
  return (
    <header className="public-page-header">
      {eyebrow && <p className="public-page-eyebrow">{eyebrow}</p>}
      <h1 id={titleId}>{title}</h1>
      {lead && <p className="public-page-lead">{lead}</p>}
      {children}
    </header>
  );
}
