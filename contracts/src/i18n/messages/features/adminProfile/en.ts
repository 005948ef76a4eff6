/** The admin's Profile page (/profile): account info and security settings. */
export const adminProfileEn = {
  admin: {
    profile: {
      userMenu: 'Profile',
      account: {
        title: 'Account info',
        avatar: 'Avatar of %{name}',
        notSet: 'Not set',
        edit: 'Edit',
        editTitle: 'Edit account info',
        saved: 'Modify successful',
      },
      security: {
        title: 'Security settings',
        password: {
          label: 'Password',
          description: 'Change your password regularly to keep your account safe.',
          change: 'Change password',
          oldPassword: 'Current password',
          newPassword: 'New password',
          confirmPassword: 'Confirm new password',
          sessionNote: 'You stay signed in here; every other session of your account is signed out and must sign in with the new password.',
          changed: 'Password changed',
        },
        mobile: {
          label: 'Mobile',
          bind: 'Bind mobile',
          change: 'Change mobile',
          unbound: 'No mobile bound yet',
          field: 'Mobile',
        },
        email: {
          label: 'Email',
          bind: 'Bind email',
          change: 'Change email',
          unbound: 'No email bound yet',
          field: 'Email',
        },
        code: 'Verification code',
        sendCode: 'Send code',
        resendIn: 'Resend in %{seconds} s',
        codeSent: 'Verification code sent',
        bound: 'Mobile or email bound',
      },
    },
  },
};
