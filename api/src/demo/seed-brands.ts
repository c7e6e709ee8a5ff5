// The two demo brands seeded on first start. Brand 1 answers on localhost, brand 2 on 127.0.0.1,
// so one machine can show both (different company, currency, units, prices and look).
import type { brands, companies, products } from '../db/schema';
import { HEARTLINE_THEME, VELVET_HOUR_THEME } from './seed-brand-themes';

type CompanySeed = typeof companies.$inferInsert;
type BrandSeed = Omit<typeof brands.$inferInsert, 'companyId'>;
type ProductSeed = Omit<typeof products.$inferInsert, 'brandId'>;

export interface BrandSeedData {
  company: CompanySeed;
  brand: BrandSeed;
  products: ProductSeed[];
}

const ALL_FEATURES = ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'];

export const HEARTLINE_BRAND: BrandSeedData = {
  company: {
    name: 'Heartline Media Ltd.',
    address: 'Unit 4, 12 Grand Canal Quay, Dublin 2, D02 XK57, Ireland',
    registrationNumber: 'IE 712345',
    vatNumber: 'IE 3712345KH',
    email: 'legal@heartline.example',
  },
  brand: {
    domain: 'localhost',
    productName: 'Heartline',
    tagline: 'Chat and flirt with fictitious profiles, for entertainment only.',
    timezone: 'Europe/Dublin',
    supportEmail: 'support@heartline.example',
    supportPhone: '+353 1 555 0142',
    supportHours: 'Monday to Friday, 09:00-18:00',
    supportReplyHours: 48,
    maintenanceFee: 0,
    defaultDescriptor: 'HEARTLINE*MEDIA',
    measurementSystem: 'metric',
    // An Irish company writing British English in euros: dates day first, a 24-hour clock.
    locale: 'en-IE',
    ssoName: 'Heartline ID',
    countries: ['IE', 'GB', 'DE'],
    legacyMode: false,
    theme: HEARTLINE_THEME,
  },
  products: [
    {
      sku: 'hl-credits-20',
      name: '20 credits',
      currency: '€',
      currencyCode: 'EUR',
      vat: 23,
      credits: 20,
      price: 9.99,
      intervalDays: 0,
      packageType: 'firstPurchaseOnly',
    },
    {
      sku: 'hl-credits-50',
      name: '50 credits',
      currency: '€',
      currencyCode: 'EUR',
      vat: 23,
      credits: 50,
      price: 19.99,
      intervalDays: 0,
      // The no-credits popup offers it in one step to a member with a saved card.
      packageType: 'quickPackage',
    },
    {
      sku: 'hl-credits-120',
      name: '120 credits',
      currency: '€',
      currencyCode: 'EUR',
      vat: 23,
      credits: 120,
      price: 39.99,
      intervalDays: 0,
      packageType: 'standard',
    },
    {
      sku: 'hl-membership-monthly',
      name: 'Monthly membership',
      currency: '€',
      currencyCode: 'EUR',
      vat: 23,
      credits: 0,
      price: 24.99,
      intervalDays: 30,
      packageType: 'standard',
      features: ['images-and-albums', 'unlimited-favorites'],
    },
    {
      sku: 'hl-membership-quarterly',
      name: 'Quarterly membership',
      currency: '€',
      currencyCode: 'EUR',
      vat: 23,
      credits: 0,
      price: 59.99,
      intervalDays: 90,
      packageType: 'standard',
      features: ['images-and-albums', 'unlimited-favorites', 'inbox-filter'],
    },
    {
      sku: 'hl-membership-bi-annual',
      name: 'Bi-annual membership',
      currency: '€',
      currencyCode: 'EUR',
      vat: 23,
      credits: 0,
      price: 99.99,
      intervalDays: 180,
      packageType: 'standard',
      features: ALL_FEATURES,
    },
  ],
};

export const VELVET_HOUR_BRAND: BrandSeedData = {
  company: {
    name: 'Amberlight Digital B.V.',
    address: 'Herengracht 450, 1017 CA Amsterdam, The Netherlands',
    registrationNumber: 'KvK 81234567',
    vatNumber: 'NL 812345678B01',
    email: 'legal@velvethour.example',
  },
  brand: {
    domain: '127.0.0.1',
    productName: 'Velvet Hour',
    tagline: 'Late-night conversations with fictitious profiles, made for entertainment.',
    timezone: 'Europe/Amsterdam',
    supportEmail: 'care@velvethour.example',
    supportPhone: '+31 20 555 0187',
    supportHours: 'Every day, 10:00-22:00',
    supportReplyHours: 48,
    maintenanceFee: 2.95,
    defaultDescriptor: 'AMBERLIGHT*VELVET',
    measurementSystem: 'imperial',
    // Sold in dollars and inches to North America: month first, AM/PM. Heartline ID is Heartline's
    // own sign-in, so Velvet Hour offers no single sign-on.
    locale: 'en-US',
    ssoName: null,
    countries: ['US', 'CA', 'NL'],
    legacyMode: false,
    theme: VELVET_HOUR_THEME,
  },
  products: [
    {
      sku: 'vh-credits-25',
      name: '25 credits',
      currency: '$',
      currencyCode: 'USD',
      vat: 21,
      credits: 25,
      price: 14.99,
      intervalDays: 0,
      packageType: 'firstPurchaseOnly',
    },
    {
      sku: 'vh-credits-60',
      name: '60 credits',
      currency: '$',
      currencyCode: 'USD',
      vat: 21,
      credits: 60,
      price: 29.99,
      intervalDays: 0,
      packageType: 'standard',
    },
    {
      sku: 'vh-credits-150',
      name: '150 credits',
      currency: '$',
      currencyCode: 'USD',
      vat: 21,
      credits: 150,
      price: 59.99,
      intervalDays: 0,
      packageType: 'quickPackage',
    },
    {
      sku: 'vh-membership-monthly',
      name: 'Monthly VIP',
      currency: '$',
      currencyCode: 'USD',
      vat: 21,
      credits: 0,
      price: 34.99,
      intervalDays: 30,
      packageType: 'standard',
      features: ['images-and-albums', 'profile-boost'],
    },
    {
      sku: 'vh-membership-quarterly',
      name: 'Quarterly VIP',
      currency: '$',
      currencyCode: 'USD',
      vat: 21,
      credits: 0,
      price: 84.99,
      intervalDays: 90,
      packageType: 'standard',
      features: ['images-and-albums', 'profile-boost', 'unlimited-favorites'],
    },
    {
      sku: 'vh-membership-bi-annual',
      name: 'Bi-annual VIP',
      currency: '$',
      currencyCode: 'USD',
      vat: 21,
      credits: 0,
      price: 149.99,
      intervalDays: 180,
      packageType: 'standard',
      features: ALL_FEATURES,
    },
  ],
};

export const SEED_BRANDS: readonly BrandSeedData[] = [HEARTLINE_BRAND, VELVET_HOUR_BRAND];
