// The sample data of the templates page for each brand: the brand record, its site, the API's
// origin (for the logo and the verification link), and one of its profiles as a message's sender.
import type { Brand } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { defaultBrandOrigin } from '../../accounts/return-origin';
import type { RequestSite } from '../../request-site';
import type { NewMessageSender } from '../templates/new-message-mail';
import type { SampleMailContext } from './sample-mails';
import { brandApiOrigin } from '../../brand-origins';

export type SampleContextsDeps = Pick<FastifyInstance, 'brands' | 'profiles' | 'config' | 'clock'>;

export interface SampleContexts {
  /** Every brand's, in id order. */
  forEveryBrand(site: RequestSite): Promise<SampleMailContext[]>;
  /** One brand's; null when there is no such brand. */
  forBrand(brandId: number, site: RequestSite): Promise<SampleMailContext | null>;
}

/**
 * `brands` and `profiles` are read when a page asks, not here: the mail domain that serves these
 * pages is registered before the domains that send mail, and so before those two.
 */
export function createSampleContexts(deps: SampleContextsDeps): SampleContexts {
  async function sampleSender(brandId: number, site: RequestSite): Promise<NewMessageSender | undefined> {
    const [card] = await deps.profiles.list.landingCards(brandId, 1, site.mediaUrl);
    if (!card) return undefined;
    return { name: card.username, age: card.age || undefined, city: card.city || undefined, photoUrl: card.images[0]?.path.thumb ?? null };
  }

  async function contextOf(brand: Brand, site: RequestSite): Promise<SampleMailContext> {
    return {
      brand,
      apiOrigin: site.apiOrigin,
      assetOrigin: brandApiOrigin(deps.config, brand.domain),
      siteUrl: defaultBrandOrigin(deps.config, brand.domain),
      now: deps.clock(),
      sender: await sampleSender(Number(brand._id), site),
    };
  }

  return {
    async forEveryBrand(site) {
      const summaries = await deps.brands.list();
      const records = await Promise.all(summaries.map((summary) => deps.brands.byId(Number(summary._id))));
      return Promise.all(records.filter((brand): brand is Brand => brand !== null).map((brand) => contextOf(brand, site)));
    },
    async forBrand(brandId, site) {
      const brand = await deps.brands.byId(brandId);
      return brand ? contextOf(brand, site) : null;
    },
  };
}
