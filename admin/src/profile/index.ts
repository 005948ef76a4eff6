export { ProfilePage } from './ProfilePage';
export { PROFILE_PATH, ProfileMenuItem, profileMenuItem } from './ProfileMenuItem';
