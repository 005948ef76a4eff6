import { storedFileIdOf } from '@jobmarket/contracts';
import type { HttpClient } from '../providers/httpClient';

/**
 * Avatars as something an `<img>` in the app bar can show. Our stored files answer only with the Authorization
 * header, which an `<img src>` cannot send, so they are fetched once and shown through an object URL; any other
 * address is used as it is. A picture that cannot be fetched shows as the initial instead.
 */
export function createAvatarPictures(http: Pick<HttpClient, 'blob'>) {
  const pictures = new Map<string, Promise<string | undefined>>();
  return {
    pictureOf(avatar: string): Promise<string | undefined> {
      if (storedFileIdOf(avatar) === undefined) return Promise.resolve(avatar);
      let picture = pictures.get(avatar);
      if (!picture) {
        picture = http.blob(avatar).then(
          ({ blob }) => URL.createObjectURL(blob),
          () => {
            pictures.delete(avatar); // try again next time
            return undefined;
          },
        );
        pictures.set(avatar, picture);
      }
      return picture;
    },
    /** Frees the pictures (sign-out): the next user's session fetches its own. */
    clear(): void {
      for (const picture of pictures.values()) void picture.then((url) => url?.startsWith('blob:') && URL.revokeObjectURL(url));
      pictures.clear();
    },
  };
}
