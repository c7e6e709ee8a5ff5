import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, now, paths, unreadCountsAtom } from '@heartline/contracts';
import { unreadByClass } from '@heartline/contracts/rules';
import { useAtomValue } from 'jotai';
import type { Conversation, ConversationList as ListName, ConversationType } from '@heartline/contracts/schemas';
import { Avatar, Badge, EmptyState, Pagination, Skeleton, type PageLinkProps } from '@heartline/ui';
import { avatarOf } from '../../lib/avatar';
import { listConversations } from '../../lib/conversation-calls';
import { queryKeys } from '../../lib/query-keys';
import { useLiveConversations } from '../../lib/live-updates';
import { summarise } from './conversation-summary';
import '../../styles/messages.css';

export const CONVERSATION_TYPES: readonly ConversationType[] = ['inbox', 'conversations', 'archive'];
/** Paged in the path (member spec §2: flirts/{page}, sent/{page}); the classes by `?page=`. */
const PATH_PAGED = ['flirts', 'sent'] as const;
const LISTS: readonly ListName[] = [...CONVERSATION_TYPES, ...PATH_PAGED];
const isList = (value: string | undefined): value is ListName => LISTS.includes(value as ListName);
const isPathPaged = (list: ListName): list is (typeof PATH_PAGED)[number] => (PATH_PAGED as readonly string[]).includes(list);

/** The address of a page of a list. */
function listHref(list: ListName, page: number): string {
  if (list === 'flirts') return paths.flirts(page);
  if (list === 'sent') return paths.sent(page);
  return page === 1 ? paths.messages(list) : `${paths.messages(list)}?page=${page}`;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function RouterLink({ href, children, ...rest }: PageLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * /messages/:type — inbox, conversations or archive (member spec §4's classes), paged by `?page=`;
 * /messages/flirts/:page and /messages/sent/:page, paged in the path. A page number that is not
 * one goes to the first page.
 */
export function ConversationsPage() {
  const { type, page: pageInPath } = useParams();
  const [search] = useSearchParams();
  if (!isList(type)) return <Navigate to={paths.messages('inbox')} replace />;
  if (isPathPaged(type)) {
    const page = Number(pageInPath);
    if (pageInPath === undefined || !Number.isInteger(page) || page < 1 || String(page) !== pageInPath)
      return <Navigate to={listHref(type, 1)} replace />;
    return <ConversationList type={type} page={page} />;
  }
  if (pageInPath !== undefined) return <Navigate to={paths.messages(type)} replace />;
  return <ConversationList type={type} page={readPage(search.get('page'))} />;
}

function ConversationList({ type, page }: { type: ListName; page: number }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const unread = unreadByClass(useAtomValue(unreadCountsAtom));
  useLiveConversations();
  const loaded = useQuery({
    queryKey: queryKeys.conversationList(type, page),
    queryFn: ({ signal }) => listConversations({ type, page }, { signal }),
  });
  const answer = loaded.data;
  const pageCount = answer ? Math.ceil(answer.total / answer.limit) : 0;
  const href = (number: number) => listHref(type, number);

  return (
    <section className="messages-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('lists.title')}</h1>
      <PageTitle page={t(`lists.types.${type}`)} />
      <nav className="messages-tabs" aria-label={t('lists.tabs')}>
        <ul>
          {LISTS.map((option) => {
            // A class's unread count on its tab: the navigation's badge totals these.
            const waiting = option in unread ? unread[option as ConversationType] : 0;
            return (
              <li key={option}>
                <Link to={listHref(option, 1)} aria-current={option === type ? 'page' : undefined}>
                  {t(`lists.types.${option}`)}
                  {waiting > 0 && (
                    <span className="messages-tab-unread">
                      <span aria-hidden="true">{waiting > 99 ? '99+' : waiting}</span>
                      <span className="visually-hidden"> {t('lists.unread', { count: waiting })}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {answer && answer.total > 0 && isPathPaged(type) && (
        <p className="messages-count">{t(`lists.count.${type}`, { count: answer.total })}</p>
      )}
      {loaded.isPending ? (
        <ul className="conversation-list" aria-busy="true" aria-label={t('lists.loading')}>
          {[0, 1, 2].map((row) => (
            <li key={row} className="conversation-row">
              <Skeleton shape="avatar" />
              <Skeleton lines={2} width="60%" />
            </li>
          ))}
        </ul>
      ) : loaded.isError ? (
        <EmptyState title={t('lists.failed')} picture="unavailable" role="alert" size="compact" />
      ) : answer && answer.conversations.length === 0 ? (
        <EmptyState title={t(`lists.empty.${type}.title`)} size="compact" actions={<Link to={paths.profiles()}>{t('lists.browse')}</Link>}>
          {t(`lists.empty.${type}.text`)}
        </EmptyState>
      ) : (
        <ul className={`conversation-list conversation-list-${type}`}>
          {answer?.conversations.map((conversation) => (
            <ConversationRow key={conversation._id} conversation={conversation} list={type} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={href}
        label={t('lists.pages')}
        previousLabel={t('lists.previous')}
        nextLabel={t('lists.next')}
        pageLabel={(number) => t('lists.page', { page: number })}
        linkAs={RouterLink}
      />
    </section>
  );
}

function ConversationRow({ conversation, list }: { conversation: Conversation; list: ListName }) {
  const { t, i18n } = useTranslation('messaging');
  const [today] = useState(() => new Date(now()).toDateString());
  const summary = summarise(conversation);
  const at = new Date(summary.at);
  const time = new Intl.DateTimeFormat(
    i18n.language,
    at.toDateString() === today ? { timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(at);
  const name = conversation.profile.username;
  // Text, never markup: React escapes it, and nothing here sets inner HTML.
  const preview = summary.preview ?? (summary.hasPhoto ? t('lists.photo') : t('lists.noMessages'));
  return (
    <li className="conversation-row">
      <Link to={paths.chat(conversation._id)} className="conversation-link">
        <Avatar name={name} src={avatarOf(conversation.profile)} decorative />
        <span className="conversation-text">
          <span className="conversation-name">{t('lists.nameAge', { name, age: conversation.profile.age })}</span>
          <span className="conversation-preview">
            {summary.fromMember && <span className="conversation-you">{t('lists.you')} </span>}
            {preview}
          </span>
          {list === 'sent' && <span className="conversation-note">{t('lists.waiting', { name })}</span>}
          {list === 'flirts' && <span className="conversation-reply">{t('lists.reply')}</span>}
        </span>
        <time dateTime={summary.at} className="conversation-time">
          {time}
        </time>
        {summary.unread > 0 && (
          <Badge tone="primary">
            {summary.unread}
            <span className="visually-hidden"> {t('lists.unread', { count: summary.unread })}</span>
          </Badge>
        )}
      </Link>
    </li>
  );
}
