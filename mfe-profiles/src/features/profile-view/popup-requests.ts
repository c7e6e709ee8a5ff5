// What this remote's popups carry, and the requests that open them over the bus. Popup props
// arrive as an untyped record (any app may queue a popup), so each popup reads them with a guard.
import { bus } from '@heartline/contracts';
import { MEMBERSHIP_FEATURES } from '@heartline/contracts/rules';
import type { MembershipFeature } from '@heartline/contracts/schemas';

/** The profile a gating prompt is about (member spec §2: the no-subscription popup carries it). */
export interface GatedProfile {
  _id: string;
  username: string;
  imageUrl?: string;
}

export interface NoSubscriptionProps {
  profile?: GatedProfile;
  feature: MembershipFeature;
}

export interface GalleryPhoto {
  url: string;
  alt: string;
}

export interface AttachmentGalleryProps {
  title: string;
  photos: GalleryPhoto[];
  index: number;
}

export function requestNoSubscription(props: NoSubscriptionProps): void {
  bus.emit('popup:open', { name: 'no-subscription', props: { ...props } });
}

export function requestAttachmentGallery(props: AttachmentGalleryProps): void {
  bus.emit('popup:open', { name: 'attachment-gallery', props: { ...props } });
}

export function readNoSubscriptionProps(props: Record<string, unknown>): NoSubscriptionProps {
  const feature = MEMBERSHIP_FEATURES.find((candidate) => candidate === props.feature) ?? 'images-and-albums';
  const profile = props.profile as Partial<GatedProfile> | undefined;
  const valid = profile && typeof profile._id === 'string' && typeof profile.username === 'string';
  return {
    feature,
    profile: valid
      ? { _id: profile._id!, username: profile.username!, imageUrl: typeof profile.imageUrl === 'string' ? profile.imageUrl : undefined }
      : undefined,
  };
}

export function readAttachmentGalleryProps(props: Record<string, unknown>): AttachmentGalleryProps {
  const photos = Array.isArray(props.photos)
    ? props.photos.filter((photo): photo is GalleryPhoto => typeof photo?.url === 'string' && typeof photo?.alt === 'string')
    : [];
  const index = typeof props.index === 'number' && props.index >= 0 && props.index < photos.length ? Math.floor(props.index) : 0;
  return { title: typeof props.title === 'string' ? props.title : '', photos, index };
}
