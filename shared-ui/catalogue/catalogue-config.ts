// What the catalogue's server tells the page: the brand and mode it is drawn in, and the others.

export interface CatalogueBrand {
  key: string;
  name: string;
  /** The brand's mark as a data: address. */
  mark: string | null;
}

export interface CatalogueConfig {
  brand: CatalogueBrand;
  brands: CatalogueBrand[];
  /** 'system' follows prefers-color-scheme, as the product does. */
  mode: 'system' | 'light' | 'dark';
}

declare global {
  interface Window {
    __CATALOGUE__?: CatalogueConfig;
  }
}

export function readCatalogueConfig(): CatalogueConfig {
  const fallback: CatalogueBrand = { key: 'heartline', name: 'Heartline', mark: null };
  return window.__CATALOGUE__ ?? { brand: fallback, brands: [fallback], mode: 'system' };
}
