import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import i18next from 'i18next';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import {
  PageTitle,
  paths,
  PASSWORD_RESET_TTL_MS,
  RESEND_EMAIL_COOLDOWN_MS,
  VERIFICATION_TTL_MS,
  brandAtom,
  type Brand,
} from '@heartline/contracts';
import { Button, EmptyState, TextField, buttonClassName } from '@heartline/ui';
import { matchQuestions, type HelpQuestion } from './help-center-search';
import catalogue from './help-center.en.json';
import './settings.css';

// Its own namespace, loaded with this page: the rest of the remote does not carry the answers.
const NAMESPACE = 'help-center';
if (!i18next.hasResourceBundle('en', NAMESPACE)) i18next.addResourceBundle('en', NAMESPACE, catalogue, true, true);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the answers quote: the brand's words and the product's limits. */
function brandValues(brand: Brand | null) {
  return {
    product: brand?.productName ?? '',
    descriptor: brand?.defaultDescriptor ?? '',
    resetMinutes: PASSWORD_RESET_TTL_MS / MINUTE,
    resendSeconds: RESEND_EMAIL_COOLDOWN_MS / 1000,
    verifyHours: VERIFICATION_TTL_MS / HOUR,
    replyHours: brand?.customerSupport.replyHours ?? '',
  };
}

interface Group {
  id: string;
  title: string;
  questions: HelpQuestion[];
}

/**
 * /settings/help-center: common questions as native disclosures (<details>: Enter or Space opens
 * one, screen readers hear expanded or collapsed), a search box that keeps only the questions
 * holding every word typed, and the brand's support contacts.
 */
export function HelpCenterPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const brand = useAtomValue(brandAtom);
  const [query, setQuery] = useState('');
  const support = brand?.customerSupport;
  const values = brandValues(brand);

  // The questions in the words shown, so the search finds what the member reads.
  const groups: Group[] = useMemo(() => {
    const words = brandValues(brand);
    return catalogue.groups.map((group, g) => ({
      id: group.id,
      title: t(`groups.${g}.title`),
      questions: group.questions.map((item, q) => ({
        id: item.id,
        question: t(`groups.${g}.questions.${q}.question`, words),
        answer: item.answer.map((_, a) => t(`groups.${g}.questions.${q}.answer.${a}`, words)),
      })),
    }));
  }, [t, brand]);
  const shown = groups
    .map((group) => ({ ...group, questions: matchQuestions(group.questions, query) }))
    .filter((group) => group.questions.length > 0);
  const count = shown.reduce((total, group) => total + group.questions.length, 0);
  const searching = query.trim() !== '';

  return (
    <div className="help-center">
      <PageTitle page={t('title')} />
      <p className="help-center-back">
        <Link to={paths.settings()} className="tap-target">
          {t('back')}
        </Link>
      </p>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={`${id}-search`}
          type="search"
          label={t('search')}
          hint={t('search-hint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p role="status" className="field-hint">
        {searching ? (count > 0 ? t('matches', { count }) : t('no-match', { query: query.trim() })) : ''}
      </p>
      {searching && count === 0 && (
        <EmptyState
          picture="no-results"
          size="compact"
          title={t('no-match-title')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setQuery('')}>
                {t('clear')}
              </Button>
              <Link to={paths.contactUs()} className={buttonClassName({ variant: 'ghost' })}>
                {t('more-link')}
              </Link>
            </>
          }
        >
          <p>{t('no-match-hint')}</p>
        </EmptyState>
      )}
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={`${id}-${group.id}`}>
          <h2 id={`${id}-${group.id}`}>{group.title}</h2>
          <div className="help-center-list">
            {group.questions.map((item) => (
              <details key={item.id} id={item.id} className="card">
                <summary>{item.question}</summary>
                {item.answer.map((paragraph, a) => (
                  <p key={a}>{paragraph}</p>
                ))}
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="card help-center-contact" aria-labelledby={`${id}-more`}>
        <h2 id={`${id}-more`}>{t('more-title')}</h2>
        <p>{t('more-text', values)}</p>
        {support && (
          <dl>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${support.email}`} className="tap-target">
                {support.email}
              </a>
            </dd>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} className="tap-target">
                {support.phone}
              </a>
            </dd>
            <dt>{t('hours')}</dt>
            <dd>{brand?.timezone ? t('hours-value', { hours: support.hours, timezone: brand.timezone }) : support.hours}</dd>
          </dl>
        )}
        <p>
          <Link to={paths.contactUs()} className={buttonClassName()}>
            {t('more-link')}
          </Link>
        </p>
      </section>
    </div>
  );
}
