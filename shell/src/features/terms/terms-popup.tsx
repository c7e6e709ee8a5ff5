import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, TERMS_VERSION, brandAtom, type PopupProps } from '@heartline/contracts';
import { AppLink } from '../../components/app-link';
import { addCatalogue } from '../../lib/i18n';
import catalogue from './en.json';
import { acceptTermsHere } from './terms-watch';
import './terms.css';

const NAMESPACE = 'terms-popup';
addCatalogue(NAMESPACE, catalogue);

export type TermsPopupProps = PopupProps & { aside: boolean };

const TERMS_PATH = paths.terms();

/**
 * The terms and conditions popup (member spec §2): the key points, the full terms one click away
 * (in a new tab), and one clear action. It cannot be dismissed. Where it steps aside (reading
 * /terms, signing in) it is a bar with the same action, and the page under it stays usable.
 */
export function TermsPopup({ close, Frame, aside }: TermsPopupProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const product = useAtomValue(brandAtom)?.productName ?? '';
  const accept = () => {
    acceptTermsHere();
    close();
  };
  const acceptButton = (
    <button type="button" className="button button-primary" onClick={accept}>
      {t('accept')}
    </button>
  );
  const readLink = (
    <a href={TERMS_PATH} target="_blank" rel="noopener">
      {t('read')} <span className="visually-hidden">{t('new-tab')}</span>
    </a>
  );

  if (aside) {
    return (
      <aside className="terms-bar" aria-labelledby={`${id}-bar`}>
        <p id={`${id}-bar`}>{t('bar', { product })}</p>
        {readLink}
        {acceptButton}
      </aside>
    );
  }
  const points = t('points', { product, returnObjects: true }) as string[];
  return (
    <Frame title={t('title')} onClose={close} dismissible={false}>
      <div className="terms-popup">
        <p>{t('intro', { product })}</p>
        <ul>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          {readLink} <span className="terms-version">{t('version', { version: TERMS_VERSION })}</span>
        </p>
        {acceptButton}
        <p className="field-hint">{t('decline-note', { product })}</p>
        <p className="field-hint">
          {t('member')} <AppLink to={paths.signIn()}>{t('sign-in')}</AppLink>
        </p>
      </div>
    </Frame>
  );
}
