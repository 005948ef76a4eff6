/**
 * The e-mails and notices of job fairs: the reservation confirmation with its invitation, its cancellation, the
 * apology on revoke, the waitlist promotion. Variables: `%{name}` the seeker, `%{title}` the meeting, `%{school}` the
 * school's name, `%{start}`/`%{end}` its times in the server's zone, `%{place}` its location and/or online link.
 */
export const meetingsMailEn = {
  meetingMail: {
    /** The confirmation of a seat, with the calendar invitation (METHOD:REQUEST). */
    reserved: {
      subject: 'Seat reserved: %{title}',
      body: 'Dear %{name},\n\nYour seat at the job fair %{title} of %{school} is reserved.\nWhen: %{start} – %{end}\nWhere: %{place}\n\nThe calendar invitation is attached. If you cannot come, please cancel your reservation so that someone on the waitlist can take your seat.\n\nJobMarket',
    },
    /** A waitlisted seeker moved up to a freed seat (the same invitation). */
    promoted: {
      subject: 'A seat is yours: %{title}',
      body: 'Dear %{name},\n\nA seat freed up at the job fair %{title} of %{school}, and your place on the waitlist is now a reservation.\nWhen: %{start} – %{end}\nWhere: %{place}\n\nThe calendar invitation is attached. If you cannot come, please cancel your reservation.\n\nJobMarket',
    },
    /** The seeker cancelled their seat (METHOD:CANCEL). */
    cancelled: {
      subject: 'Reservation cancelled: %{title}',
      body: 'Dear %{name},\n\nYour reservation for the job fair %{title} of %{school} on %{start} is cancelled.\nThe attached calendar update removes it from your calendar.\n\nJobMarket',
    },
    /** Added under the school's own apology (its e-mail title is the subject). */
    revoked: {
      footer: 'The job fair %{title} of %{school} on %{start} has been cancelled.',
      calendarNote: 'The attached calendar update removes it from your calendar.',
    },
    /** The calendar event's name. */
    eventTitle: 'Job fair: %{title}',
    /** Live notices (plain text). */
    notices: {
      promoted: {
        title: 'A seat is yours: %{title}',
        content: 'A seat freed up and your place on the waitlist is now a reservation: %{start}, %{place}. The calendar invitation is in your e-mail.',
      },
      revoked: { title: 'Job fair cancelled: %{title}', content: '%{school} cancelled the job fair %{title} on %{start}.' },
    },
  },
};
