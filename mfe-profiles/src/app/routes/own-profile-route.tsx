// /user and /user/edit: the own-profile feature with the photo uploads feature inside it
// (features are combined here, never by importing each other).
import { OwnProfilePage } from '../../features/own-profile/own-profile-page';
import { OwnPhotos } from '../../features/uploads/own-photos';

export function OwnProfileRoute() {
  return <OwnProfilePage photos={<OwnPhotos />} />;
}
