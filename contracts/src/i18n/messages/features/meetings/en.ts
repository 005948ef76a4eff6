/**
 * What job fairs (double-selection meetings) are, shared by the api, the admin and the portal: fields (spec §3),
 * statuses and actions (spec §4), validation, and the spec's §8 messages. Screens add their own words when they come
 * (issue 16).
 */
export const meetingsEn = {
  meetings: {
    name: 'Job fair |||| Job fairs',
    fields: {
      title: 'Title',
      content: 'Content',
      startTime: 'Start time',
      endTime: 'End time',
      location: 'Location',
      onlineUrl: 'Online link',
      capacity: 'Seats',
      studentScope: 'Who may join',
      publishStatus: 'Publish status',
      endStatus: 'End status',
      reservationCount: 'Reservations',
      reservationStatus: 'Reservation status',
      emailTitle: 'Apology e-mail title',
      emailContent: 'Apology e-mail content',
      school: 'School',
    },
    studentScopes: { ownSchool: 'Students of our school only', all: 'All students' },
    publishStatuses: { unpublished: 'Unpublished', published: 'Published', revoked: 'Revoked' },
    endStatuses: { ongoing: 'Ongoing', ended: 'Ended' },
    reservationStatuses: { reserved: 'Reserved', waitlisted: 'On the waitlist', unreserved: 'Not reserved' },
    actions: { publish: 'Publish', revoke: 'Revoke', reserve: 'Reserve', cancelReservation: 'Cancel reservation', edit: 'Edit' },
    validation: {
      endAfterStart: 'The end must be after the start',
      placeRequired: 'Give a location or an online link',
      capacityRange: 'Seats must be between 1 and 100,000',
      invalidUrl: 'Enter a full link (https://…)',
    },
    messages: {
      listFailed: 'Failed to get meeting list',
      informationFailed: 'Failed to get meeting information',
      detailsFailed: 'Failed to get meeting details',
      addFailed: 'Add failed',
      editFailed: 'Edit failed',
      added: 'Add successful',
      modified: 'Modify successful',
      published: 'Publish successful',
      revoked: 'Revoke successful',
      reserved: 'Reserve successful',
      reservationCancelled: 'Cancel reservation successful',
      reservationFailed: 'Reservation failed',
      cancelReservationFailed: 'Cancel reservation failed',
    },
  },
};
