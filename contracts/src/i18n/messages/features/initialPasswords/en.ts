/** Users created without a password get the initial one from system config and must replace it at first sign-in. */
export const initialPasswordsEn = {
  identity: { user: { createdWithInitialPassword: 'User created. Initial password: %{password} (they must change it at first sign-in)' } },
  initialPassword: { mustChange: 'Your account still has its initial password. Choose your own password to continue.' },
};
