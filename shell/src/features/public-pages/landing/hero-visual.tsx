// The hero's picture: a phone showing a flirty chat, a match and the price of a message, drawn
// with HTML and the brand's tokens (no image to download, so it paints with the words and takes
// each brand's colours). Decorative: the hero's text says what it shows.
import { useTranslation } from '@heartline/contracts/i18n';
import { LANDING_NS } from './landing-namespace';

function Heart({ size = 16 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.8 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.8 0 5.7 4.1 4.2 7.3C19.5 16.4 12 21 12 21Z"
      />
    </svg>
  );
}

export function HeroVisual() {
  const { t } = useTranslation(LANDING_NS);
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="hero-glow" />
      <div className="hero-phone">
        <div className="hero-phone-head">
          <span className="hero-phone-avatar">
            <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
              <circle cx="20" cy="15" r="7" fill="currentColor" opacity="0.9" />
              <path d="M7 36c1.5-7 6.8-10.5 13-10.5S31.5 29 33 36" fill="currentColor" opacity="0.9" />
            </svg>
          </span>
          <span className="hero-phone-who">
            <strong>{t('hero-chat-name')}</strong>
            <small>{t('hero-chat-status')}</small>
          </span>
          <span className="hero-phone-heart">
            <Heart size={18} />
          </span>
        </div>
        <div className="hero-chat">
          <p className="hero-bubble hero-bubble-in">{t('hero-chat-1')}</p>
          <p className="hero-bubble hero-bubble-out">{t('hero-chat-2')}</p>
          <p className="hero-bubble hero-bubble-in">{t('hero-chat-3')}</p>
          <p className="hero-typing">
            <span />
            <span />
            <span />
          </p>
        </div>
        <div className="hero-composer">
          <span>{t('hero-chat-compose')}</span>
          <span className="hero-send">
            <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
              <path fill="currentColor" d="M3 20.5 21 12 3 3.5l.1 6.6L15 12 3.1 13.9z" />
            </svg>
          </span>
        </div>
      </div>
      <p className="hero-sticker hero-sticker-match">
        <Heart />
        {t('hero-match')}
      </p>
      <p className="hero-sticker hero-sticker-credit">{t('hero-credit')}</p>
    </div>
  );
}
