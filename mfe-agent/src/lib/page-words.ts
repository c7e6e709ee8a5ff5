// Words only some pages need (the admin pages': lookup, staff, members) stay out of the catalogue
// the console loads with this remote's module (issue 27: opening the console adds at most 80 KB
// gzip beyond the shell) and join the `agent` namespace when such a page's code loads, as the help
// centre's do in mfe-auth. The keys keep their place (`t('staff.title')`); what other pages say too
// (`staff.roles`, `lookup.admins-only`) stays in the catalogue.
import i18next from 'i18next';

export function addPageWords(words: Record<string, unknown>): void {
  i18next.addResourceBundle('en', 'agent', words, true, false);
}
