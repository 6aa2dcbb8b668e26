/** The toast texts of spec §8, word for word; activate and resend have none there, so ours. */
export const USER_TOASTS = {
  created: { title: 'User Created', description: 'User has been created successfully.' },
  updated: { title: 'User Updated', description: 'User has been updated successfully.' },
  deactivated: { title: 'User Deactivated', description: 'User has been deactivated successfully.' },
  deleted: { title: 'User Deleted', description: 'The selected user(s) have been deleted successfully.' },
  activated: { title: 'User Activated', description: 'User has been activated successfully.' },
  invitationSent: { title: 'Invitation Sent', description: 'A new invitation e-mail is on its way; the previous link no longer works.' },
} as const;

/** Spec §8 fallbacks, used when the server sent no message of its own. */
export const USER_ERRORS = {
  create: 'An error occurred while creating the user.',
  // Spec §8: the e-mail check reports failures with the create message.
  checkEmail: 'An error occurred while creating the user.',
  update: 'An error occurred while updating the user.',
  deactivate: 'An error occurred while deactivating the user.',
  resend: 'An error occurred while resending the invitation.',
  activate: 'An error occurred while activating the user.',
  delete: 'An error occurred while deleting the user(s).',
  upload: 'An error occurred while uploading the file.',
  template: 'An error occurred while downloading the template.',
} as const;

export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail already exists.';
