import { passwordField, userForm } from '@jobmarket/contracts';

/** A user with a password of staff's choosing, as an import row must carry. */
export const createUserForm = userForm.extend({ password: passwordField });

/** POST /users: the password may be left out (the origin's form has none); then the initial one from system config. */
export const newUserForm = userForm.extend({ password: passwordField.optional() });

/** The username is not editable: a client may send it back unchanged or leave it out; it is ignored either way. */
export const updateUserForm = userForm.extend({ username: userForm.shape.username.optional() }).omit({ password: true });
