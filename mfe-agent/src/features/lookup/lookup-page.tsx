// /chat/lookup: the admins' conversation lookup (agent spec §2 "conversation lookup with filters",
// §7 GET /conversations): by member, profile, the agent who last answered, brand and the last
// activity's dates, latest or oldest first. The filters live in the address, so a lookup can be
// reloaded and shared; the results split into the agent classes (general, inbox, archive).
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link, useSearchParams } from '@heartline/contracts/router';
import { listBrands, lookupConversations, sessionRoleAtom, useLocaleFormat, type ConversationLookupQuery } from '@heartline/contracts';
import { agentConversationClass, type AgentConversationClass } from '@heartline/contracts/rules';
import type { Conversation } from '@heartline/contracts/schemas';
import { Button, EmptyState, Pagination, Select, TextField, type PageLinkProps } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import '../../styles/panel.css';
import '../../styles/lookup.css';
import words from './lookup.en.json';
import { addPageWords } from '../../lib/page-words';

addPageWords(words);

export const LOOKUP_PAGE_SIZE = 20;
const FIELDS = ['realUsername', 'fictiveUsername', 'agentName', 'domain', 'sentAfter', 'sentBefore', 'sortBy'] as const;
type Field = (typeof FIELDS)[number];
export const AGENT_CLASSES: readonly AgentConversationClass[] = ['general', 'inbox', 'archive'];

function RouterLink({ href, children, ...rest }: PageLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/** A day of a date input as the instant the API filters by: the day's start (from) or its end (to). */
const dayEdge = (day: string, edge: 'start' | 'end') =>
  day ? new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59.999'}`).toISOString() : undefined;

export function LookupPage() {
  const { t } = useTranslation('agent');
  const id = useId();
  const role = useAtomValue(sessionRoleAtom);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<Field, string>,
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const activeClass = (AGENT_CLASSES as readonly string[]).includes(params.get('class') ?? '')
    ? (params.get('class') as AgentConversationClass)
    : 'general';
  const query: ConversationLookupQuery = {
    page,
    limit: LOOKUP_PAGE_SIZE,
    realUsername: params.get('realUsername') || undefined,
    fictiveUsername: params.get('fictiveUsername') || undefined,
    agentName: params.get('agentName') || undefined,
    domain: params.get('domain') || undefined,
    sentAfter: dayEdge(params.get('sentAfter') ?? '', 'start'),
    sentBefore: dayEdge(params.get('sentBefore') ?? '', 'end'),
    sortBy: params.get('sortBy') === 'oldest' ? 'oldest' : undefined,
  };
  const brands = useQuery({ queryKey: ['agent', 'brands'], queryFn: () => listBrands(), enabled: role === 'admin', staleTime: Infinity });
  const results = useQuery({
    queryKey: queryKeys.lookup(query),
    queryFn: ({ signal }) => lookupConversations(query, { signal }),
    enabled: role === 'admin',
  });

  if (role !== 'admin') {
    return (
      <EmptyState picture="unavailable" headingLevel={1} title={t('lookup.admins-only')}>
        {t('lookup.admins-only-text')}
      </EmptyState>
    );
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) if (draft[field].trim()) next.set(field, draft[field].trim());
    setParams(next);
  };
  const hrefOf = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `/chat/lookup?${next.toString()}`;
  };
  const field = (name: Field) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const conversations = results.data?.conversations ?? [];
  const inClass = conversations.filter((conversation) => agentConversationClass(conversation) === activeClass);
  const pageCount = Math.max(1, Math.ceil((results.data?.total ?? 0) / LOOKUP_PAGE_SIZE));
  return (
    <section className="agent-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('lookup.title')}</h1>
      <form className="agent-lookup-filters" onSubmit={search}>
        <TextField id={`${id}-member`} label={t('lookup.member')} maxLength={64} {...field('realUsername')} />
        <TextField id={`${id}-profile`} label={t('lookup.profile')} maxLength={64} {...field('fictiveUsername')} />
        <TextField id={`${id}-agent`} label={t('lookup.agent')} maxLength={64} {...field('agentName')} />
        <Select
          id={`${id}-brand`}
          label={t('lookup.brand')}
          options={[
            { value: '', label: t('lookup.any-brand') },
            ...(brands.data ?? []).map((brand) => ({ value: brand.domain, label: brand.productName })),
          ]}
          {...field('domain')}
        />
        <TextField id={`${id}-from`} type="date" label={t('lookup.from')} {...field('sentAfter')} />
        <TextField id={`${id}-to`} type="date" label={t('lookup.to')} {...field('sentBefore')} />
        <Select
          id={`${id}-sort`}
          label={t('lookup.sort')}
          options={[
            { value: '', label: t('lookup.latest') },
            { value: 'oldest', label: t('lookup.oldest') },
          ]}
          {...field('sortBy')}
        />
        <div className="agent-lookup-actions">
          <Button type="submit">{t('lookup.search')}</Button>
        </div>
      </form>
      <nav className="agent-classes" aria-label={t('lookup.classes')}>
        {AGENT_CLASSES.map((name) => (
          <Link
            key={name}
            to={hrefOf({ class: name === 'general' ? null : name })}
            aria-current={name === activeClass ? 'page' : undefined}
          >
            {t(`lookup.class.${name}`)}
          </Link>
        ))}
      </nav>
      {results.isError ? (
        <p className="notice notice-warning" role="alert">
          {t('lookup.failed')}
        </p>
      ) : (
        <div className="agent-results" aria-busy={results.isPending ? true : undefined}>
          <p className="agent-muted" role="status">
            {results.data ? t('lookup.found', { count: results.data.total }) : t('lookup.searching')}
          </p>
          {inClass.length > 0 && (
            <table className="agent-table">
              <thead>
                <tr>
                  <th scope="col">{t('lookup.member')}</th>
                  <th scope="col">{t('lookup.profile')}</th>
                  <th scope="col">{t('lookup.brand')}</th>
                  <th scope="col">{t('lookup.agent')}</th>
                  <th scope="col">{t('lookup.last-line')}</th>
                  <th scope="col">{t('lookup.last-activity')}</th>
                </tr>
              </thead>
              <tbody>
                {inClass.map((conversation) => (
                  <ResultRow
                    key={conversation._id}
                    conversation={conversation}
                    brand={brands.data?.find((brand) => brand.domain === conversation.lookup?.domain)?.productName}
                    siblings={inClass.map((one) => one._id)}
                  />
                ))}
              </tbody>
            </table>
          )}
          {results.data && inClass.length === 0 && <p>{t('lookup.none-in-class')}</p>}
        </div>
      )}
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(target) => hrefOf({ page: target === 1 ? null : String(target) })}
          label={t('lookup.pages')}
          previousLabel={t('lookup.previous')}
          nextLabel={t('lookup.next')}
          pageLabel={(target) => t('lookup.page', { page: target })}
          linkAs={RouterLink}
        />
      )}
    </section>
  );
}

function ResultRow({ conversation, brand, siblings }: { conversation: Conversation; brand: string | undefined; siblings: string[] }) {
  const { t } = useTranslation('agent');
  const format = useLocaleFormat();
  const last = conversation.messages[0];
  const names = conversation.lookup;
  return (
    <tr>
      <td>
        <Link to={`/chat/lookup/${conversation._id}`} state={{ siblings }}>
          {names?.realUsername ?? conversation.user}
        </Link>
      </td>
      <td>{names?.fictiveUsername ?? conversation.profile.username}</td>
      <td>{brand ?? names?.domain}</td>
      <td>{names?.agentName ?? t('lookup.nobody')}</td>
      <td className="agent-lookup-line">{last ? last.message || t('conversation.photo') : ''}</td>
      <td>
        <time dateTime={conversation.updateDate}>{format.dateTime(conversation.updateDate, 'short')}</time>
      </td>
    </tr>
  );
}
