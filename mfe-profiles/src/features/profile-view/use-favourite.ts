import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  MESSAGES,
  bus,
  hasMembershipFeature,
  setFavourite,
  showToast,
  userAtom,
  ERROR_CODES,
  errorCodeOf,
  errorDetailOf,
} from '@heartline/contracts';
import type { MembershipFeature, ProfileDetail } from '@heartline/contracts/schemas';
import { queryKeys } from '../../lib/query-keys';
import { requestNoSubscription, type GatedProfile } from './popup-requests';

/**
 * The favourite toggle (member spec §4, §6): a member whose membership grants 'unlimited-favorites'
 * adds and removes with a success toast; anyone else (a membership without it too: the brands'
 * memberships differ), or anyone the server answers 403, gets the upgrade popup for this profile.
 */
export function useFavourite(profile: GatedProfile, initial: boolean) {
  const { t } = useTranslation('profiles');
  const user = useAtomValue(userAtom);
  const queryClient = useQueryClient();
  const [isFavourite, setIsFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);

  const upsell = (feature: MembershipFeature = 'unlimited-favorites') => requestNoSubscription({ profile, feature });

  const toggle = async () => {
    if (!user || !hasMembershipFeature(user, 'unlimited-favorites')) {
      upsell();
      return;
    }
    const value = !isFavourite;
    setBusy(true);
    try {
      const updated = await setFavourite(user._id, profile._id, value);
      setIsFavourite(value);
      bus.emit('user:updated', updated);
      // The profile as loaded now says so too, and the favourites list is due for a reload.
      queryClient.setQueryData<ProfileDetail>(queryKeys.profile(profile._id), (loaded) => loaded && { ...loaded, isFavourite: value });
      void queryClient.invalidateQueries({ queryKey: queryKeys.interests('favorites') });
      showToast(t(value ? 'favourite.added' : 'favourite.removed'), 'success');
    } catch (failure) {
      if (errorCodeOf(failure) === ERROR_CODES.subscriptionRequired) upsell(featureOf(failure));
      else showToast(MESSAGES.generic, 'error');
    } finally {
      setBusy(false);
    }
  };

  return { isFavourite, busy, toggle };
}

function featureOf(failure: unknown): MembershipFeature | undefined {
  const feature = errorDetailOf(failure, 'feature');
  return feature === 'unlimited-favorites' || feature === 'images-and-albums' ? feature : undefined;
}
