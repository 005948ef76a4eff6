import { roleCodes } from '@jobmarket/contracts/identity/roles';

/** The counselor role's code: the navigation checks it without loading any counseling screen's code. */
export const COUNSELOR_ROLE = roleCodes.counselor;
