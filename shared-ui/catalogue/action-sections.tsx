import { useState } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '../src/toast/toast.css';
import { Button, ButtonLink, Dialog, PasswordField, Sheet } from '../src/index';
import { CatalogueSection, Row } from './catalogue-section';

export function ButtonSection() {
  const [busy, setBusy] = useState(false);
  return (
    <CatalogueSection
      title="Buttons"
      note="Every size is at least 44 px high; a busy button keeps its words, shows a spinner and says aria-busy."
    >
      <Row label="Variants">
        <Button variant="primary">Create account</Button>
        <Button variant="secondary">Back</Button>
        <Button variant="ghost">Not now</Button>
        <Button variant="danger">Deactivate my account</Button>
        <Button variant="link">Forgot your password?</Button>
      </Row>
      <Row label="Sizes">
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </Row>
      <Row label="States">
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            setTimeout(() => setBusy(false), 2000);
          }}
        >
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <Button disabled>Resend email</Button>
        <ButtonLink href="#prices" variant="secondary">
          See the prices
        </ButtonLink>
      </Row>
      <Row label="Block">
        <Button block>Show profiles</Button>
      </Row>
    </CatalogueSection>
  );
}

export function OverlaySection() {
  const [open, setOpen] = useState<'dialog' | 'sheet' | null>(null);
  const close = () => setOpen(null);
  return (
    <CatalogueSection
      title="Dialog and Sheet"
      note="The Sheet docks to the bottom of a phone’s screen (below 768 px) and is a centred dialog above."
    >
      <Row label="Open">
        <Button variant="secondary" onClick={() => setOpen('dialog')}>
          Open the dialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('sheet')}>
          Open the sheet
        </Button>
      </Row>
      {open === 'dialog' && (
        <Dialog title="Deactivate your account?" closeLabel="Close" describedBy="cat-dialog-text" onClose={close}>
          <form className="catalogue-stack" onSubmit={(event) => event.preventDefault()}>
            <p id="cat-dialog-text">Your profile is hidden at once. Sign in again within 30 days to come back.</p>
            <PasswordField id="cat-dialog-password" label="Your password" showLabel="Show" />
            <div className="catalogue-actions">
              <Button variant="danger" type="submit">
                Deactivate my account
              </Button>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        </Dialog>
      )}
      {open === 'sheet' && (
        <Sheet title="Menu" closeLabel="Close" backdrop="close" onClose={close}>
          <nav aria-label="Menu" className="catalogue-stack">
            {['Profiles', 'Matches', 'Messages', 'Favourites', 'Settings'].map((item) => (
              <ButtonLink key={item} href={`#${item.toLowerCase()}`} variant="ghost" block>
                {item}
              </ButtonLink>
            ))}
          </nav>
        </Sheet>
      )}
    </CatalogueSection>
  );
}

export function FeedbackSection() {
  return (
    <CatalogueSection
      title="Toasts"
      note="react-toastify in the brand’s style: the shell imports @heartline/ui/toast.css with the library."
    >
      <Row label="Variants">
        <Button variant="secondary" onClick={() => toast.success('Your profile has been saved.')}>
          Success
        </Button>
        <Button variant="secondary" onClick={() => toast.error('Something went wrong, please try again later.')}>
          Error
        </Button>
        <Button variant="secondary" onClick={() => toast.info('You have a new match.')}>
          Info
        </Button>
        <Button variant="secondary" onClick={() => toast.warning('Please fill in your username and password.')}>
          Warning
        </Button>
        <Button variant="secondary" onClick={() => toast('Welcome back.')}>
          Default
        </Button>
      </Row>
      <ToastContainer position="top-right" autoClose={4000} closeOnClick pauseOnHover draggable={false} newestOnTop />
    </CatalogueSection>
  );
}
