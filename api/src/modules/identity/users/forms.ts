import { passwordField, userForm } from '@jobmarket/contracts';

/** Staff create a user with a password of their choosing (there is no generated default). */
export const createUserForm = userForm.extend({ password: passwordField });

/** The username is not editable: a client may send it back unchanged or leave it out; it is ignored either way. */
export const updateUserForm = userForm.extend({ username: userForm.shape.username.optional() }).omit({ password: true });
