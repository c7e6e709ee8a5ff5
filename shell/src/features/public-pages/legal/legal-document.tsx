// Renders one legal document from its catalogue: title, contents (beside the text on a desktop),
// then numbered sections.
// The catalogue's shape (how many sections, which have lists) drives the markup; every string
// still goes through i18next so the brand's company, address and contacts are filled in.
// Section ids are stable anchors (/terms#cancellation); one document per page keeps them unique.
import { useId } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle } from '@heartline/contracts';
import { PageHeader } from '../../../components/page-header';
import { useBrandValues } from './use-brand-values';
import './legal-document.css';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  closing?: string[];
}

export interface LegalCatalogue {
  title: string;
  updated: string;
  contents: string;
  intro: string[];
  sections: LegalSection[];
}

interface LegalDocumentProps {
  namespace: string;
  catalogue: LegalCatalogue;
}

export function LegalDocument({ namespace, catalogue }: LegalDocumentProps) {
  const { t } = useTranslation(namespace);
  const values = useBrandValues();
  const prefix = useId();
  return (
    <article className="legal-document" aria-labelledby={`${prefix}-title`}>
      <PageTitle page={t('title')} />
      <PageHeader titleId={`${prefix}-title`} eyebrow={t('common:legal.eyebrow')} title={t('title')} lead={t('updated')} />
      <div className="legal-layout">
        <nav aria-labelledby={`${prefix}-contents`} className="legal-contents">
          <h2 id={`${prefix}-contents`}>{t('contents')}</h2>
          <ol>
            {catalogue.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="tap-target">
                  {t(`sections.${index}.heading`, values)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose legal-body">
          {catalogue.intro.map((_, index) => (
            <p key={index}>{t(`intro.${index}`, values)}</p>
          ))}
          {catalogue.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                <span className="legal-number">{index + 1}.</span> {t(`sections.${index}.heading`, values)}
              </h2>
              {section.paragraphs.map((_, paragraph) => (
                <p key={paragraph}>{t(`sections.${index}.paragraphs.${paragraph}`, values)}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((_, item) => (
                    <li key={item}>{t(`sections.${index}.items.${item}`, values)}</li>
                  ))}
                </ul>
              )}
              {section.closing?.map((_, paragraph) => (
                <p key={paragraph}>{t(`sections.${index}.closing.${paragraph}`, values)}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
