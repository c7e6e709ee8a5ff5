// The links of a mail's HTML, listed on its outbox page so a developer (and a journey) follows one
// in this tab: the mail itself is shown in a sandboxed frame, whose links open a new tab.
const ANCHOR = /<a\s[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi;
const FOLLOWABLE = /^(?:https?:|mailto:|tel:)/i;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The entities a renderer writes in text and attributes (named basics and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export interface MailLink {
  href: string;
  /** The link's words, or its address when it has none (an image link). */
  text: string;
}

/** Each address once, with the first words that are not the address itself. */
export function mailLinks(html: string): MailLink[] {
  const links = new Map<string, MailLink>();
  for (const [, , rawHref = '', rawText = ''] of html.matchAll(ANCHOR)) {
    const href = decodeEntities(rawHref).trim();
    if (!FOLLOWABLE.test(href)) continue;
    // Comments (react-email marks text with them) and tags go; what is left is what a reader sees.
    const text = decodeEntities(rawText.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    const known = links.get(href);
    if (!known) links.set(href, { href, text: text || href });
    else if (known.text === href && text && text !== href) known.text = text;
  }
  return [...links.values()];
}
