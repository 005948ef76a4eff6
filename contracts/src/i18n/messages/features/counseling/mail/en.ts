/**
 * The e-mails and live notices of career counseling sessions (issue 17): the confirmation with its calendar invitation
 * (to the seeker; the counselor's says a session was booked), a reschedule's update, a cancellation's CANCEL, the
 * reminder the day before, and the notices of each step (`notices.<key>`: the keys the api's consultNoticeRecipients
 * names). Variables: `%{name}` the reader, `%{with}` the other party, `%{orderNo}` the order number, `%{start}` /
 * `%{end}` the session's times in the reader's zone (named), `%{how}` online or the place, `%{payBefore}` the
 * payment time limit, `%{reason}` a cancellation's reason, `%{amount}` money with its currency.
 */
export const counselingMailEn = {
  counselingMail: {
    /** The calendar event's name. */
    eventTitle: 'Career counseling: %{seeker} with %{counselor}',
    how: { online: 'Online', inPerson: 'In person: %{place}' },
    details: 'Session: %{orderNo}\nWhen: %{start} – %{end}\nHow: %{how}',
    topic: 'Topic: %{topic}',
    reason: 'Reason: %{reason}',
    refund: 'Your payment of %{amount} is being refunded to you.',
    /** To the seeker: the session is confirmed (METHOD:REQUEST). */
    confirmed: {
      subject: 'Counseling session confirmed: %{start}',
      body: 'Dear %{name},\n\nYour career counseling session with %{with} is confirmed.\n\n%{details}\n\nThe calendar invitation is attached. You can cancel or reschedule in My sessions until %{hours} hours before the start.\n\nJobMarket',
    },
    /** To the counselor: a seeker booked a session with them (METHOD:REQUEST). */
    booked: {
      subject: 'New counseling session: %{start}',
      body: 'Dear %{name},\n\n%{with} booked a career counseling session with you.\n\n%{details}\n\nThe calendar invitation is attached. Your schedule is on your counselor home page.\n\nJobMarket',
    },
    /** Either party: the session moved (METHOD:REQUEST with a higher SEQUENCE). */
    rescheduled: {
      subject: 'Counseling session moved: %{start}',
      body: 'Dear %{name},\n\nYour career counseling session with %{with} has moved to a new time (it was %{previous}).\n\n%{details}\n\nThe attached calendar update moves it in your calendar.\n\nJobMarket',
    },
    /** Either party: the session is off (METHOD:CANCEL). */
    cancelled: {
      subject: 'Counseling session cancelled: %{start}',
      body: 'Dear %{name},\n\nYour career counseling session with %{with} on %{start} has been cancelled.\n\n%{details}\n\nThe attached calendar update removes it from your calendar.\n\nJobMarket',
    },
    /** Either party, the day before. */
    reminder: {
      subject: 'Reminder: counseling session tomorrow, %{start}',
      body: 'Dear %{name},\n\nThis is a reminder of your career counseling session with %{with}.\n\n%{details}\n\nJobMarket',
    },
    /** Live notices (plain text). */
    notices: {
      awaitingPayment: { title: 'Session booked: please pay', content: 'Your session %{orderNo} with %{with} on %{start} is held for you until %{payBefore}. Pay before then to confirm it.' },
      confirmed: { title: 'Session confirmed', content: 'Your session %{orderNo} with %{with} on %{start} is confirmed. The calendar invitation is in your e-mail.' },
      booked: { title: 'New session booked', content: '%{with} booked session %{orderNo} with you on %{start}.' },
      expired: { title: 'Booking expired', content: 'Session %{orderNo} with %{with} on %{start} was not paid in time, and the slot has been released.' },
      rescheduled: { title: 'Session moved', content: 'Session %{orderNo} with %{with} has moved to %{start}.' },
      cancelled: { title: 'Session cancelled', content: 'Session %{orderNo} with %{with} on %{start} has been cancelled.' },
      completed: { title: 'How was your session?', content: 'Your session %{orderNo} with %{with} is complete. Rate it in My sessions to help other seekers.' },
      reminder: { title: 'Session tomorrow', content: 'Reminder: session %{orderNo} with %{with} on %{start}.' },
    },
  },
};
