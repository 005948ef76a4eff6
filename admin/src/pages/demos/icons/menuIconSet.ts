import { originMenuIcons } from '@jobmarket/contracts';
import { namedIcons } from '../../../layout/menu/menuIcons';

/** One name of the menu icon set and who draws it. */
export interface MenuIconName {
  name: string;
  /** The admin's sidebar maps it to an icon (otherwise it draws its default page icon). */
  isDrawn: boolean;
  /** The origin's front end draws it (contracts originMenuIcons). */
  isOrigin: boolean;
}

/** Every icon name a menu may carry: the origin's set and the admin's, once each, alphabetically. */
export function menuIconSet(drawn: readonly string[] = Object.keys(namedIcons), origin: readonly string[] = originMenuIcons): MenuIconName[] {
  return [...new Set([...origin, ...drawn])].sort().map((name) => ({ name, isDrawn: drawn.includes(name), isOrigin: origin.includes(name) }));
}

/** The names containing the search (case and surrounding spaces ignored). */
export const searchIcons = (icons: readonly MenuIconName[], search: string): MenuIconName[] => {
  const wanted = search.trim().toLowerCase();
  return icons.filter((icon) => icon.name.includes(wanted));
};
