import type { ReactNode } from 'react';
import { Card } from '../src/index';

/** One component family: a titled card, its examples laid out in rows. */
export function CatalogueSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card title={title} className="catalogue-section">
      {note && <p className="catalogue-note">{note}</p>}
      {children}
    </Card>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="catalogue-row">
      <h3 className="catalogue-row-label">{label}</h3>
      <div className="catalogue-row-body">{children}</div>
    </div>
  );
}
