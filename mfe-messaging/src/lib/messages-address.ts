// What a /messages address shows: a page of one of the five lists, or a conversation. The list
// routes redirect an address that is not one of theirs (conversations-page.tsx); the two panes
// read the same address to keep the list mounted beside a conversation (features/panes/).
import { matchPath } from '@heartline/contracts/router';
import { paths } from '@heartline/contracts';
import type { ConversationList as ListName, ConversationType } from '@heartline/contracts/schemas';

export const CONVERSATION_TYPES: readonly ConversationType[] = ['inbox', 'conversations', 'archive'];
/** Paged in the path (member spec §2: flirts/{page}, sent/{page}); the classes by `?page=`. */
export const PATH_PAGED = ['flirts', 'sent'] as const;
export const LISTS: readonly ListName[] = [...CONVERSATION_TYPES, ...PATH_PAGED];

export const isList = (value: string | undefined): value is ListName => LISTS.includes(value as ListName);
export const isPathPaged = (list: ListName): list is (typeof PATH_PAGED)[number] => (PATH_PAGED as readonly string[]).includes(list);

/** A page of a list. */
export interface ListAddress {
  list: ListName;
  page: number;
}

/** The address of a page of a list. */
export function listHref({ list, page }: ListAddress): string {
  if (list === 'flirts') return paths.flirts(page);
  if (list === 'sent') return paths.sent(page);
  return page === 1 ? paths.messages(list) : `${paths.messages(list)}?page=${page}`;
}

/** `?page=` of a class: anything but a whole number from 1 is the first page. */
export function readQueryPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page in a flirts or sent address, when it is one as written (2, not 02 nor 2.0). */
export function readPathPage(value: string | undefined): number | null {
  const page = Number(value);
  return value !== undefined && Number.isInteger(page) && page >= 1 && String(page) === value ? page : null;
}

/** The list page an address shows, or null (a conversation, or an address the list routes redirect). */
export function readListAddress(pathname: string, search: URLSearchParams): ListAddress | null {
  const match = matchPath('/messages/:type/:page?', pathname);
  const type = match?.params.type;
  if (!isList(type)) return null;
  const inPath = match?.params.page;
  if (isPathPaged(type)) {
    const page = readPathPage(inPath);
    return page === null ? null : { list: type, page };
  }
  return inPath === undefined ? { list: type, page: readQueryPage(search.get('page')) } : null;
}

/** The conversation an address opens ('blank' before the first message), or null. */
export function readChatId(pathname: string): string | null {
  return matchPath('/messages/chat/:id', pathname)?.params.id ?? null;
}

/** A chat opened from a row: its back arrow returns to this very entry, where the list's scroll is restored. */
export const OPENED_FROM_LIST = { openedFromList: true } as const;
