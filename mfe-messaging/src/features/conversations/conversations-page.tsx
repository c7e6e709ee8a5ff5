import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  PageTitle,
  dateTimeFormat,
  hasMembershipFeature,
  now,
  paths,
  unreadCountsAtom,
  useBrandLocale,
  userAtom,
} from '@heartline/contracts';
import { unreadByClass } from '@heartline/contracts/rules';
import { useAtomValue } from 'jotai';
import type { Conversation, ConversationList as ListName, ConversationType } from '@heartline/contracts/schemas';
import { LISTS, OPENED_FROM_LIST, isList, isPathPaged, listHref as hrefOf, readPathPage } from '../../lib/messages-address';
import { Avatar, Badge, EmptyState, Pagination, Skeleton, type PageLinkProps } from '@heartline/ui';
import { avatarOf } from '../../lib/avatar';
import { listConversations } from '../../lib/conversation-calls';
import { queryKeys } from '../../lib/query-keys';
import { useLiveConversations } from '../../lib/live-updates';
import { summarise } from './conversation-summary';
import { InboxFilterControl, isInboxFilterGate, requestInboxFilterUpsell, type InboxFilterChoice } from './inbox-filter';
import '../../styles/messages.css';

function RouterLink({ href, children, ...rest }: PageLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/** The address of a page of a list. */
const listHref = (list: ListName, page: number) => hrefOf({ list, page });

/**
 * /messages/:type — inbox, conversations or archive (member spec §4's classes), paged by `?page=`;
 * /messages/flirts/:page and /messages/sent/:page, paged in the path. A page number that is not
 * one goes to the first page. The list itself is drawn by the panes around this route
 * (features/panes/messages-panes.tsx), which keep it mounted when a conversation opens beside it.
 */
export function ConversationsPage() {
  const { type, page: pageInPath } = useParams();
  if (!isList(type)) return <Navigate to={paths.messages('inbox')} replace />;
  if (isPathPaged(type)) {
    if (readPathPage(pageInPath) === null) return <Navigate to={listHref(type, 1)} replace />;
    return null;
  }
  if (pageInPath !== undefined) return <Navigate to={paths.messages(type)} replace />;
  return null;
}

interface ConversationListProps {
  type: ListName;
  page: number;
  /** The conversation open beside the list (two panes): its row says so. */
  openId?: string | null;
}

export function ConversationList({ type, page, openId = null }: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const unread = unreadByClass(useAtomValue(unreadCountsAtom));
  // Beside an open chat, the chat's own listener keeps this list too.
  useLiveConversations(undefined, openId === null);
  const [filter, setFilter] = useState<InboxFilterChoice>('all');
  const filtered = filter === 'all' ? undefined : filter;
  const mayFilter = hasMembershipFeature(useAtomValue(userAtom), 'inbox-filter');
  // The filter is a membership feature: without it, choosing one opens the upgrade prompt for it
  // and the whole list stays (the API refuses it too, below, for a record not yet up to date).
  const chooseFilter = (choice: InboxFilterChoice) => {
    if (choice !== 'all' && !mayFilter) requestInboxFilterUpsell();
    else setFilter(choice);
  };
  const loaded = useQuery({
    queryKey: filtered ? [...queryKeys.conversationList(type, page), filtered] : queryKeys.conversationList(type, page),
    queryFn: async ({ signal }) => {
      try {
        return await listConversations({ type, page, filter: filtered }, { signal });
      } catch (error) {
        // The filter is a VIP feature: refused, the upgrade prompt opens and the whole list shows again.
        if (filtered && isInboxFilterGate(error)) {
          requestInboxFilterUpsell();
          setFilter('all');
        }
        throw error;
      }
    },
    retry: (failures, error) => !isInboxFilterGate(error) && failures < 1,
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
      <InboxFilterControl value={filter} onChange={chooseFilter} />
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
      ) : answer && answer.conversations.length === 0 && filtered ? (
        <EmptyState title={t(`lists.filter.empty.${filtered}`)} size="compact" />
      ) : answer && answer.conversations.length === 0 ? (
        <EmptyState title={t(`lists.empty.${type}.title`)} size="compact" actions={<Link to={paths.profiles()}>{t('lists.browse')}</Link>}>
          {t(`lists.empty.${type}.text`)}
        </EmptyState>
      ) : (
        <ul className={`conversation-list conversation-list-${type}`}>
          {answer?.conversations.map((conversation) => (
            <ConversationRow key={conversation._id} conversation={conversation} list={type} open={conversation._id === openId} />
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

function ConversationRow({ conversation, list, open }: { conversation: Conversation; list: ListName; open: boolean }) {
  const { t } = useTranslation('messaging');
  const locale = useBrandLocale();
  const [today] = useState(() => new Date(now()).toDateString());
  const summary = summarise(conversation);
  const at = new Date(summary.at);
  // Today's by the time, an older one by its date, in the brand's words (17:14 or 5:14 PM).
  const time = dateTimeFormat(locale, at.toDateString() === today ? { timeStyle: 'short' } : { dateStyle: 'medium' }).format(at);
  const name = conversation.profile.username;
  // Text, never markup: React escapes it, and nothing here sets inner HTML.
  const preview = summary.preview ?? (summary.hasPhoto ? t('lists.photo') : t('lists.noMessages'));
  return (
    <li className={open ? 'conversation-row conversation-row-open' : 'conversation-row'}>
      <Link
        to={paths.chat(conversation._id)}
        state={OPENED_FROM_LIST}
        className="conversation-link"
        aria-current={open ? 'page' : undefined}
      >
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
