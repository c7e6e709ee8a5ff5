// The picture beside a profile's name in the lists and the chat: its first photo's smallest size.
import type { Image } from '@heartline/contracts/schemas';

export function avatarOf(profile: { images?: readonly Image[] }): string | null {
  const image = profile.images?.[0];
  return image ? (image.path.thumb ?? image.path.medium) : null;
}
