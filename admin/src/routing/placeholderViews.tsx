import { ListGuesser } from 'react-admin';

/**
 * PLACEHOLDER — not a product screen. Until the system-management screens are built (admin/src/resources/…), every known
 * view opens react-admin's ListGuesser against the real api, so routing, permissions and data can be exercised end to end.
 * Replace each registry entry with the resource's real list (and create/edit/show) when its screen lands.
 */
export const PlaceholderList = () => <ListGuesser />;
