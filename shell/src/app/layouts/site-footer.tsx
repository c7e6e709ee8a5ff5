import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom } from '@heartline/contracts';
import { AppLink } from '../../components/app-link';
import { FictitiousNotice } from '../../components/fictitious-notice';

/** Footer links of member spec §2, in its order. */
export const FOOTER_LINKS = [
  ['/prices', 'footer.prices'],
  ['/about-us', 'footer.about-us'],
  ['/faq', 'footer.faq'],
  ['/terms', 'footer.terms'],
  ['/privacy-policy', 'footer.privacy-policy'],
  ['/cookie-policy', 'footer.cookie-policy'],
  ['/contact-us', 'footer.contact-us'],
  ['/affiliates', 'footer.affiliates'],
] as const;

const YEAR = new Date().getFullYear();

export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useAtomValue(brandAtom);
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.links')}>
        <ul className="footer-links">
          {FOOTER_LINKS.map(([to, key]) => (
            <li key={to}>
              <AppLink to={to}>{t(key)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <FictitiousNotice className="footer-notice" />
      {brand && (
        <div className="footer-company" data-testid="footer-company">
          <p>
            {t('footer.operated-by', {
              product: brand.productName,
              company: brand.company.name,
              address: brand.company.address,
              registration: brand.company.registrationNumber,
              vat: brand.company.vatNumber,
            })}
          </p>
          <p>
            {t('footer.support', {
              email: brand.customerSupport.email,
              phone: brand.customerSupport.phone,
              hours: brand.customerSupport.hours,
              timezone: brand.timezone,
            })}
          </p>
          <p>{t('footer.copyright', { year: YEAR, company: brand.company.name })}</p>
        </div>
      )}
    </footer>
  );
}
