import { useTranslation } from '@heartline/contracts/i18n';
import { bus, type PopupProps } from '@heartline/contracts';
import { SignInForm } from './sign-in-form';

export function SignInPopup({ popup, close, Frame }: PopupProps) {
  const { t } = useTranslation('auth');
  const info = typeof popup.props.info === 'string' ? popup.props.info : undefined;
  return (
    <Frame title={t('sign-in.title')} onClose={close}>
      <SignInForm
        info={info}
        onSignedIn={close}
        onForgotPassword={() => {
          close();
          bus.emit('popup:open', { name: 'password-reset' });
        }}
      />
    </Frame>
  );
}
