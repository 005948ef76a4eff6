/**
 * The back office's job-fair screens (`resources.meetings`), the job-fair menu and its buttons (`menus`), a seeker's
 * school on their user page (`resources.meetings.studentSchool`) and the system status page's dev mail outbox
 * (`status.mailOutbox`, beside the other status cards' words).
 */
export const meetingsAdminEn = {
  resources: {
    meetings: {
      name: 'Job fair |||| Job fairs',
      fields: {
        waitlistCount: 'Waitlist',
        createTime: 'Created',
        seekerName: 'Job seeker',
        school: 'School',
        status: 'Status',
        position: 'Waitlist place',
        reservedTime: 'Reserved at',
      },
      filters: { from: 'From', to: 'To' },
      empty: {
        none: 'No job fairs yet. Schools create them in the portal, or add one here.',
        filtered: 'No job fair matches these filters.',
      },
      actions: { add: 'Add job fair', edit: 'Edit job fair' },
      show: { title: 'Job fair: %{title}' },
      sections: { meeting: 'Job fair', where: 'Time and place', content: 'Content', apology: 'Apology e-mail sent', reservations: 'Reservations' },
      counts: '%{reserved} of %{capacity} seats · %{waitlisted} waiting',
      form: {
        schoolHint: 'Whose job fair this is: its school manages it in the portal too.',
        timeZoneHint: 'Times in %{zone}, the zone of the platform.',
      },
      publish: {
        title: 'Publish the job fair?',
        content: 'Publish "%{title}"? Job seekers it is for can reserve seats at once, and it can no longer be edited.',
      },
      revoke: {
        title: 'Revoke the job fair "%{title}"',
        content: 'Revoking cannot be undone: the job fair disappears for job seekers and no one can reserve any more.',
        withPlaces: '%{smart_count} job seeker holds a place and gets this apology e-mail (and a calendar cancellation for a seat). |||| %{smart_count} job seekers hold a place and get this apology e-mail (and a calendar cancellation for a seat).',
        noPlaces: 'No one holds a place, so no e-mail is needed; you may still write one for the record.',
        draftLoading: 'Loading the apology in the language of the school…',
        draftFailed: 'The prefilled apology could not be loaded; write it here.',
        confirm: 'Revoke',
      },
      reservations: {
        title: 'Reservations',
        all: 'All',
        empty: 'No one has reserved a seat yet.',
        emptyFiltered: 'No reservation has this status.',
        loadFailed: 'The reservations could not be loaded.',
        correctSchool: 'Correct school',
      },
      studentSchool: {
        title: 'School of %{name}',
        label: 'School',
        none: 'No school',
        hint: "Job fairs for one school's students only take the job seekers of that school.",
        save: 'Save school',
        saved: 'The school was saved.',
        failed: 'The school could not be saved.',
        loadFailed: 'The school could not be loaded.',
      },
      history: {
        events: {
          MeetingCreated: 'Created',
          MeetingEdited: 'Edited',
          MeetingPublished: 'Published',
          MeetingRevoked: 'Revoked',
          MeetingEnded: 'Ended',
          SeatReserved: 'Seat reserved',
          SeatWaitlisted: 'Put on the waitlist',
          ReservationCancelled: 'Reservation cancelled',
        },
        seeker: 'Job seeker #%{id}',
        promoted: 'Job seeker #%{id}, moved up from the waitlist',
        waitlisted: 'Job seeker #%{id}, place %{position} on the waitlist',
        apology: 'Apology e-mail: %{title}',
      },
    },
  },
  menus: {
    meetings: 'Job fairs',
    actions: { student: "Correct a student's school" },
  },
  status: {
    mailOutbox: {
      title: 'Mail outbox (development)',
      subtitle: 'Without SMTP_URL the e-mails are kept here instead of being sent: newest first, with their attachments.',
      loadFailed: 'The mail outbox could not be loaded.',
      empty: 'No e-mail in the outbox.',
      columns: { time: 'Sent at', recipient: 'To', subject: 'Subject', body: 'Message', attachments: 'Attachments' },
      showBody: 'Show the message',
      hideBody: 'Hide the message',
      noSubject: '(no subject)',
      downloadFailed: 'The attachment could not be downloaded.',
    },
  },
};
