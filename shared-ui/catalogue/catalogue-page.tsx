// The catalogue: every @heartline/ui component in the brand and mode the server drew the page in
// (npm run catalogue; see shared-ui/README.md). Words are examples in the products' own voice.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge, Card } from '../src/index';
import { readCatalogueConfig } from './catalogue-config';
import { ChoiceSection, FieldSection } from './form-sections';
import { ButtonSection, FeedbackSection, OverlaySection } from './action-sections';
import { DisplaySection, FileDropSection, NavigationSection } from './display-sections';
import '../src/tokens/tokens.css';
import './catalogue.css';

const config = readCatalogueConfig();
const MODES = [
  { key: 'system', label: 'System' },
  { key: 'light', label: 'Light' },
  { key: 'dark', label: 'Dark' },
] as const;

function Toolbar() {
  const href = (brand: string, mode: string) => `?brand=${brand}&mode=${mode}`;
  return (
    <header className="catalogue-header">
      <div className="catalogue-brand">
        {config.brand.mark && <img src={config.brand.mark} alt="" width={36} height={36} />}
        <div>
          <p className="catalogue-wordmark">{config.brand.name}</p>
          <p className="catalogue-kicker">@heartline/ui components</p>
        </div>
      </div>
      <nav aria-label="Brand and mode" className="catalogue-switches">
        <ul aria-label="Brand">
          {config.brands.map((brand) => (
            <li key={brand.key}>
              <a href={href(brand.key, config.mode)} aria-current={brand.key === config.brand.key ? 'page' : undefined}>
                {brand.name}
              </a>
            </li>
          ))}
        </ul>
        <ul aria-label="Mode">
          {MODES.map((mode) => (
            <li key={mode.key}>
              <a href={href(config.brand.key, mode.key)} aria-current={mode.key === config.mode ? 'page' : undefined}>
                {mode.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function CataloguePage() {
  return (
    <>
      <Toolbar />
      <main className="catalogue">
        <h1>
          Components <Badge tone="primary">{config.mode === 'system' ? 'system mode' : `${config.mode} mode`}</Badge>
        </h1>
        <p className="catalogue-intro">
          Every piece of @heartline/ui in {config.brand.name}’s theme. Each is keyboard operable and checked with axe in its tests.
        </p>
        <ButtonSection />
        <FieldSection />
        <ChoiceSection />
        <NavigationSection />
        <DisplaySection />
        <FileDropSection />
        <OverlaySection />
        <FeedbackSection />
        <Card as="div" elevation="flat" className="catalogue-footnote">
          EmptyState is the “pages” work; the Dialog is documented in shared-ui/CONTEXT.md.
        </Card>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CataloguePage />
  </StrictMode>,
);
